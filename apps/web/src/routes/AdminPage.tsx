import { AdminDashboard } from '../features/admin/AdminDashboard';

/** Lazily loaded (router.tsx): the admin and the data grid stay out of the reader bundle. */
export default function AdminPage() {
  return <AdminDashboard />;
}
