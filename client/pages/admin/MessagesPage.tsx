import { AdminLayout } from './AdminLayout';

/** /admin/messages: the contact inbox. */
export function MessagesPage() {
  return (
    <AdminLayout title="Messages">
      <p>Messages sent through the contact form will be listed here.</p>
    </AdminLayout>
  );
}
