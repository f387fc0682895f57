/** The toast's code (and MUI's theme with it) loads once the reader starts on a form, not with the page. */
import { act, render, screen } from '@testing-library/react';

const loaded: string[] = [];
jest.mock('./ToastSnackbar', () => {
  loaded.push('ToastSnackbar');
  return { ToastSnackbar: () => null };
});
jest.mock('./MuiTheme', () => {
  loaded.push('MuiTheme');
  return { MuiTheme: ({ children }: { children: unknown }) => children };
});

// Imported after the mocks are in place.
import { ToastProvider } from './toast';

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

it('loads nothing with the page, and the toast with its theme on the first focus inside a form', async () => {
  render(
    <ToastProvider>
      <button type="button">Menu</button>
      <form>
        <input aria-label="Email" />
      </form>
    </ToastProvider>,
  );
  await settle();
  expect(loaded).toEqual([]);
  act(() => screen.getByRole('button', { name: 'Menu' }).focus());
  await settle();
  expect(loaded).toEqual([]);
  act(() => screen.getByRole('textbox', { name: 'Email' }).focus());
  await settle();
  expect([...loaded].sort()).toEqual(['MuiTheme', 'ToastSnackbar']);
});
