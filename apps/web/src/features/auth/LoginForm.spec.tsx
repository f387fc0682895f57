import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tumbuh/shared';
import { SignInDocument, SignInTwoStepDocument } from '../../generated/graphql';
import { LoginForm } from './LoginForm';

const user = { __typename: 'User' as const, id: 1, username: 'editor', isAdmin: true, role: 'ADMIN' };
const signIn = (result: object) => ({
  request: { query: SignInDocument, variables: { username: 'editor', password: 'pw' } },
  result: { data: { signIn: { __typename: 'SignInResult', user: null, twoStepRequired: false, challenge: null, twoStepSetupRequired: false, ...result } } },
});

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

it('signs in with the trimmed username and reports the user with their role', async () => {
  const onSuccess = jest.fn();
  render(
    <MockedProvider mocks={[signIn({ user })]}>
      <LoginForm onSuccess={onSuccess} />
    </MockedProvider>,
  );
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Username/), '  editor ');
  await u.type(screen.getByLabelText(/Password/), 'pw');
  await u.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ username: 'editor', isAdmin: true, role: 'ADMIN' })));
});

it('asks for the two-step code after the password, checks its shape, then signs in', async () => {
  const onSuccess = jest.fn();
  render(
    <MockedProvider
      mocks={[
        signIn({ twoStepRequired: true, challenge: 'c-1' }),
        { request: { query: SignInTwoStepDocument, variables: { challenge: 'c-1', code: '123456' } }, result: { data: { signInTwoStep: user } } },
      ]}
    >
      <LoginForm onSuccess={onSuccess} />
    </MockedProvider>,
  );
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Username/), 'editor');
  await u.type(screen.getByLabelText(/Password/), 'pw');
  await u.click(screen.getByRole('button', { name: 'Login' }));
  const code = await screen.findByLabelText(/Authentication code/);
  expect(onSuccess).not.toHaveBeenCalled();
  await u.type(code, '1234');
  await u.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
  await u.clear(code);
  await u.type(code, '123456');
  await u.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ username: 'editor', role: 'ADMIN' })));
});
