import { useMutation, useQuery } from '@apollo/client/react';
import { isLanguageCode, type LanguageCode } from '@tumbuh/shared';
import { useCallback } from 'react';
import { AdminDashboard } from '../features/admin/AdminDashboard';
import { AdminLanguageDocument, SetAdminLanguageDocument } from '../generated/graphql';
import { AdminI18nProvider } from '../i18n/admin';

/**
 * Lazily loaded (router.tsx): the admin, its texts and the data grid stay out of the reader bundle.
 * The admin is in the language the person chose last (kept on the server, issue 33).
 */
export default function AdminPage() {
  const { data } = useQuery(AdminLanguageDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SetAdminLanguageDocument);
  const stored = data?.adminLanguage;
  const language: LanguageCode = isLanguageCode(stored) ? stored : 'en';
  const remember = useCallback(
    (next: LanguageCode) =>
      void save({ variables: { language: next }, update: (cache, result) => cache.writeQuery({ query: AdminLanguageDocument, data: { adminLanguage: result.data?.setAdminLanguage ?? next } }) }).catch(
        () => undefined,
      ),
    [save],
  );
  return (
    <AdminI18nProvider language={language} onLanguageChange={remember}>
      <AdminDashboard />
    </AdminI18nProvider>
  );
}
