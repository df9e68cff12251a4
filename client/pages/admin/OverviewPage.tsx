import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AdminError, AdminLayout, adminSections } from './AdminLayout';
import { adminApi } from './access';
import { AuditTable, type AuditList } from './AuditPage';

type OverviewData = { ok: true; data: AuditList } | { ok: false; message: string };

export function overviewLoader(args: LoaderFunctionArgs): Promise<OverviewData> {
  return adminApi<AuditList>(args, '/api/admin/audit?page=1');
}

const descriptions: Record<string, string> = {
  '/admin/messages': 'Messages sent through the contact form: search, mark handled, reply, export.',
  '/admin/interest': 'Who asked to hear when a course opens, and the announcement that it has.',
  '/admin/course-runs':
    'The dates of each course: sessions in IST, mode, teacher, fee note, opening enrollment.',
  '/admin/news': 'The Stay Connected list and its announcements.',
  '/admin/events':
    'Announce satsaṅgas, talks and retreats; their dates, registrations and check-in.',
  '/admin/members': 'Find an account, resend its verification, end its sessions, change its role.',
  '/admin/recordings':
    'Lectures and talks: upload audio or link a video, chapters, the podcast feed.',
  '/admin/articles': 'The blog: write in Markdown with a preview, schedule, publish, restore.',
  '/admin/media': 'Photographs: upload several at once, albums for the gallery, order and covers.',
  '/admin/audit': 'Every admin action and role change: who, what, when and from where.',
};

/** /admin: the sections of the admin area and the latest entries of the audit log. */
export function OverviewPage() {
  const result = useLoaderData<OverviewData>();
  return (
    <AdminLayout title="Admin">
      <ul className="admin-cards">
        {adminSections
          .filter((section) => descriptions[section.href])
          .map((section) => (
            <li key={section.href} className="card">
              <h2>
                <Link to={section.href}>{section.label}</Link>
              </h2>
              <p>{descriptions[section.href]}</p>
            </li>
          ))}
      </ul>
      <h2 className="admin-subtitle">Recent activity</h2>
      {!result.ok ? (
        <AdminError message={result.message} />
      ) : result.data.items.length ? (
        <AuditTable items={result.data.items.slice(0, 10)} caption="The ten latest audit entries" />
      ) : (
        <p>Nothing has been recorded yet.</p>
      )}
    </AdminLayout>
  );
}
