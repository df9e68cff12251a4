import { AdminLayout } from './AdminLayout';

/** /admin/news: the Stay Connected list and its announcements. */
export function NewsPage() {
  return (
    <AdminLayout title="News">
      <p>The Stay Connected list and its announcements will be shown here.</p>
    </AdminLayout>
  );
}
