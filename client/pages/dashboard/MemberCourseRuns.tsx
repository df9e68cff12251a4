import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { runPlace } from '../course/NextRun';
import type { MemberRun } from './dashboard-data';
import { DashSection } from './parts';

/**
 * "Your courses": the upcoming and current runs of the courses the member asked to hear about,
 * first on the dashboard. Nothing is shown while none is announced.
 */
export function MemberCourseRuns({ initial }: { initial: MemberRun[] | null }) {
  const [runs, setRuns] = useState<MemberRun[]>(initial ?? []);

  useEffect(() => {
    if (initial) return;
    void api('/api/course-runs/mine', { auth: true }).then((answer) => {
      if (answer.ok && Array.isArray(answer.data)) setRuns(answer.data);
    });
  }, [initial]);

  if (!runs.length) return null;
  return (
    <DashSection id="course-runs-heading" title="Your Courses">
      <ul className="member-runs">
        {runs.map((run) => (
          <li key={run.id}>
            <Link to={`/courses/${run.courseSlug}`}>{run.courseTitle}</Link>
            <p>
              {run.dates}. {run.schedule}. {runPlace(run)}. Teacher: {run.teacher}.
              {run.state === 'enrollment-open' ? ' Enrollment is open.' : ''}
            </p>
          </li>
        ))}
      </ul>
    </DashSection>
  );
}
