import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AdminError, AdminLayout } from './AdminLayout';
import { adminApi } from './access';
import { ADMIN_SECTIONS } from './admin-sections';
import { AuditTable, type AuditList } from './AuditPage';
import type { CourseCounts } from './InterestPage';
import type { Schema } from '../../lib/api-schema';

/** GET /api/admin/overview. */
type Counts = Schema<'AdminOverview'>;

type Answer<T> = { ok: true; data: T } | { ok: false; message: string };

interface OverviewData {
  counts: Answer<Counts>;
  interest: Answer<CourseCounts[]>;
  audit: Answer<AuditList>;
}

export async function overviewLoader(args: LoaderFunctionArgs): Promise<OverviewData> {
  const [counts, interest, audit] = await Promise.all([
    adminApi(args, '/api/admin/overview'),
    adminApi(args, '/api/admin/interest'),
    adminApi(args, '/api/admin/audit?page=1'),
  ]);
  return { counts, interest, audit };
}

const number = new Intl.NumberFormat('en-IN');

/** One count of the overview, linked to the list it counts. */
function Figure({ value, label, to }: { value: number; label: string; to: string }) {
  return (
    <li className="admin-figure">
      <Link to={to}>
        <span className="admin-figure-value">{number.format(value)}</span>
        <span className="admin-figure-label">{label}</span>
      </Link>
    </li>
  );
}

/** /admin: what needs attention, the sections of the admin area and the latest audit entries. */
export function OverviewPage() {
  const { counts, interest, audit } = useLoaderData<OverviewData>();
  const confirmed = interest.ok ? interest.data.filter((course) => course.confirmed > 0) : [];
  return (
    <AdminLayout title="Admin">
      <h2 className="admin-subtitle">At a glance</h2>
      {counts.ok ? (
        <ul className="admin-figures">
          <Figure
            value={counts.data.unhandledMessages}
            label={counts.data.unhandledMessages === 1 ? 'message to handle' : 'messages to handle'}
            to="/admin/messages?handled=false"
          />
          <Figure
            value={counts.data.membersThisWeek}
            label={`new ${counts.data.membersThisWeek === 1 ? 'member' : 'members'} this week, of ${number.format(counts.data.members)}`}
            to="/admin/members"
          />
          <Figure
            value={counts.data.upcomingEvents}
            label={counts.data.upcomingEvents === 1 ? 'event to come' : 'events to come'}
            to="/admin/events"
          />
        </ul>
      ) : (
        <AdminError message={counts.message} />
      )}
      {!interest.ok ? (
        <AdminError message={interest.message} />
      ) : confirmed.length ? (
        <p>
          Confirmed interest:{' '}
          {confirmed.map((course, index) => (
            <span key={course.courseSlug}>
              {index ? ', ' : ''}
              <Link to={`/admin/interest?course=${encodeURIComponent(course.courseSlug)}`}>
                {course.title}
              </Link>{' '}
              {number.format(course.confirmed)}
            </span>
          ))}
          .
        </p>
      ) : (
        <p>No one has confirmed interest in a course yet.</p>
      )}
      <h2 className="admin-subtitle">Sections</h2>
      <ul className="admin-cards">
        {ADMIN_SECTIONS.filter((section) => section.summary).map((section) => (
          <li key={section.path} className="card">
            <h3>
              <Link to={section.path}>{section.label}</Link>
            </h3>
            <p>{section.summary}</p>
          </li>
        ))}
      </ul>
      <h2 className="admin-subtitle">Recent activity</h2>
      {!audit.ok ? (
        <AdminError message={audit.message} />
      ) : audit.data.items.length ? (
        <AuditTable items={audit.data.items.slice(0, 10)} caption="The ten latest audit entries" />
      ) : (
        <p>Nothing has been recorded yet.</p>
      )}
    </AdminLayout>
  );
}
