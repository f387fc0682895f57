import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tumbuh/shared';
import { LoginDocument } from '../../generated/graphql';
import { LoginForm } from './LoginForm';

const user = { id: 1, username: 'editor', isAdmin: true };

it('shows both required messages at once and does not call the server', async () => {
  const onSuccess = jest.fn();
  render(
    <MockedProvider mocks={[]}>
      <LoginForm onSuccess={onSuccess} />
    </MockedProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText(MESSAGES.usernameRequired)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
  expect(onSuccess).not.toHaveBeenCalled();
});

it('signs in with the trimmed username and reports the user', async () => {
  const onSuccess = jest.fn();
  render(
    <MockedProvider mocks={[{ request: { query: LoginDocument, variables: { username: 'editor', password: 'pw' } }, result: { data: { login: { __typename: 'User', ...user } } } }]}>
      <LoginForm onSuccess={onSuccess} />
    </MockedProvider>,
  );
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Username/), '  editor ');
  await u.type(screen.getByLabelText(/Password/), 'pw');
  await u.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ username: 'editor', isAdmin: true })));
});
