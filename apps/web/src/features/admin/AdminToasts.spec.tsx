/**
 * A server's English message in the Indonesian admin (issue 33): a conflict the server answers to a
 * save shows in Indonesian in the toast and under the field, through the admin's one mapping
 * (form/validationText → form/serverText); in the English admin it stays word for word.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageCode } from '@tumbuh/shared';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../app/toast';
import { I18nProvider } from '../../i18n';
import { AdminI18nProvider } from '../../i18n/admin';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { AdminToasts } from './AdminDashboard';
import { TaxonomyDialog } from './taxonomy/TaxonomyDialog';

const CONFLICT = 'A category with this slug already exists';

const conflict = () =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT', errors: { slug: CONFLICT } } }] });

function inAdmin(language: LanguageCode, ui: React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/admin/categories']}>
      <I18nProvider>
        <AdminI18nProvider language={language}>
          <ToastProvider>
            <AdminToasts>{ui}</AdminToasts>
          </ToastProvider>
        </AdminI18nProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

async function saveTakenSlug(language: LanguageCode) {
  const user = userEvent.setup();
  const onSave = jest.fn(() => Promise.reject(conflict()));
  inAdmin(language, <TaxonomyDialog kind="categories" existing={{ id: 1, name: 'Health', slug: 'health' }} onSave={onSave} onClose={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: language === 'id' ? 'Perbarui Kategori' : 'Update Category' }));
  expect(onSave).toHaveBeenCalled();
  // The open dialog hides the rest of the page from assistive technology (aria-hidden); the toast,
  // put at the end of the body when it appears, is not hidden with it.
  return screen.findByRole('alert', {}, { timeout: 5000 });
}

it("shows the server's conflict in Indonesian in the toast and under the field", async () => {
  const toast = await saveTakenSlug('id');
  expect(toast).toHaveTextContent('Kategori dengan slug ini sudah ada');
  expect(toast).not.toHaveTextContent(CONFLICT);
  expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  expect(screen.getAllByText('Kategori dengan slug ini sudah ada').length).toBeGreaterThanOrEqual(2);
});

it("shows it word for word in the English admin", async () => {
  const toast = await saveTakenSlug('en');
  expect(toast).toHaveTextContent(CONFLICT);
});

it("shows the password estimator's hint in the admin's language", () => {
  const strength = { score: 3, ok: true, message: 'Add more words that are less common.' } as const;
  const { unmount } = inAdmin('id', <PasswordStrengthMeter password="correct horse battery" strength={strength} />);
  expect(screen.getByText(/Tambahkan lebih banyak kata yang jarang dipakai\./)).toBeInTheDocument();
  unmount();
  // Outside the admin (the sign-in pages, English only) the estimator's own words.
  render(<PasswordStrengthMeter password="correct horse battery" strength={strength} />);
  expect(screen.getByText(/Add more words that are less common\./)).toBeInTheDocument();
});
