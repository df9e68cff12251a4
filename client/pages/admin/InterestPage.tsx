import { AdminLayout } from './AdminLayout';

/** /admin/interest: who asked to hear when each course opens. */
export function InterestPage() {
  return (
    <AdminLayout title="Interest">
      <p>Registrations of interest for each upcoming course will be listed here.</p>
    </AdminLayout>
  );
}
