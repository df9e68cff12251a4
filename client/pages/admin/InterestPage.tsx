import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Schema } from '../../lib/api-schema';
import { AdminError, AdminLayout } from './AdminLayout';
import { adminApi, searchOf } from './access';
import { ListAdmin, listLoader, type ListData } from './ListAdmin';

export type CourseCounts = Schema<'ListCountsView'>;

interface InterestData {
  counts: { ok: true; data: CourseCounts[] } | { ok: false; message: string };
  course: ListData | null;
}

export async function interestLoader(args: LoaderFunctionArgs): Promise<InterestData> {
  const course = searchOf(args).get('course');
  const [counts, list] = await Promise.all([
    adminApi(args, '/api/admin/interest'),
    course ? listLoader(args, course) : null,
  ]);
  return { counts, course: list };
}

/** /admin/interest: who asked to hear when each course opens, and the announcement to them. */
export function InterestPage() {
  const { counts, course } = useLoaderData<InterestData>();
  const chosen =
    counts.ok && course ? counts.data.find((c) => c.courseSlug === course.list) : undefined;
  return (
    <AdminLayout
      title={chosen ? `Interest: ${chosen.title}` : 'Interest'}
      intro={
        <p>
          Visitors and members who asked to be told when enrollment opens. Visitors are counted as
          confirmed once they follow the link we mailed them.
        </p>
      }
    >
      {!counts.ok ? (
        <AdminError message={counts.message} />
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Courses">
          <table className="admin-table">
            <caption>Interest in each course</caption>
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Waiting for confirmation</th>
              </tr>
            </thead>
            <tbody>
              {counts.data.map((row) => (
                <tr key={row.courseSlug}>
                  <td>
                    <Link
                      to={`/admin/interest?course=${encodeURIComponent(row.courseSlug)}`}
                      aria-current={row.courseSlug === course?.list ? 'page' : undefined}
                    >
                      {row.title}
                    </Link>
                  </td>
                  <td>{row.confirmed}</td>
                  <td>{row.pending}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {course && chosen ? (
        <ListAdmin
          key={course.list}
          data={course}
          label={`Interest in ${chosen.title}`}
          announceHeading="Announce enrollment open"
        />
      ) : course ? (
        <AdminError message="There is no course with that name." />
      ) : (
        <p>Choose a course to see its list and announce that enrollment is open.</p>
      )}
    </AdminLayout>
  );
}
