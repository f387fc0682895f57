/** Where a toast shows (issue 33): never over a dialog's buttons, at the top on a phone. */
import { toastPlacement } from './ToastSnackbar';

it('goes to the top centre while a dialog is open, whatever the width', () => {
  expect(toastPlacement(true, false)).toEqual({ vertical: 'top', horizontal: 'center' });
  expect(toastPlacement(true, true)).toEqual({ vertical: 'top', horizontal: 'center' });
});

it('goes to the top centre on a phone, bottom right on a wider window', () => {
  expect(toastPlacement(false, true)).toEqual({ vertical: 'top', horizontal: 'center' });
  expect(toastPlacement(false, false)).toEqual({ vertical: 'bottom', horizontal: 'right' });
});
