import { AdminLayout } from './AdminLayout';

/** /admin/members: find and look after accounts. */
export function MembersPage() {
  return (
    <AdminLayout title="Members">
      <p>Accounts will be searchable here.</p>
    </AdminLayout>
  );
}
