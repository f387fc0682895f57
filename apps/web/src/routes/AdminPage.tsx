import { AdminDashboard } from '../features/admin/AdminDashboard';
import { AdminI18nProvider } from '../i18n/admin';

/** Lazily loaded (router.tsx): the admin, its texts and the data grid stay out of the reader bundle. */
export default function AdminPage() {
  return (
    <AdminI18nProvider>
      <AdminDashboard />
    </AdminI18nProvider>
  );
}
