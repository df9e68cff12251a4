import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { TRY_AGAIN } from '../../lib/form-refusal';
import type { MemberInterest } from '../../lib/interest';
import { DashSection } from './parts';

/**
 * The courses the member asked to hear about (also those registered with their address before
 * they had an account), each with Withdraw: a native post to the course page's action
 * (client/pages/course/interest-action.ts), which comes back here with the outcome.
 */
export function MemberInterests({ initial }: { initial: MemberInterest[] | null }) {
  const [interests, setInterests] = useState<MemberInterest[] | null>(initial);
  // From the router, not window: the dashboard is rendered on the server too.
  const outcome = useSearchParams()[0].get('interest');

  useEffect(() => {
    if (initial) return;
    void api('/api/interest', { auth: true }).then((answer) =>
      setInterests(answer.ok && Array.isArray(answer.data) ? answer.data : []),
    );
  }, [initial]);

  return (
    <DashSection id="interests" title="Courses You Asked About">
      {outcome === 'withdrawn' ? (
        <p className="form-success" role="status">
          You have left the list. We will not write to you about that course.
        </p>
      ) : outcome === 'failed' ? (
        <p className="form-error" role="alert">
          {TRY_AGAIN}
        </p>
      ) : null}
      {interests === null ? (
        <p>Loading…</p>
      ) : interests.length === 0 ? (
        <p>
          You are not on any course’s list. On an upcoming course’s page, press Register Interest
          and we will write to you when enrollment opens.
        </p>
      ) : (
        <ul className="interest-list">
          {interests.map((interest) => (
            <li key={interest.courseSlug}>
              <Link to={`/courses/${interest.courseSlug}`}>{interest.title}</Link>
              <form method="post" action={`/courses/${interest.courseSlug}`}>
                <input type="hidden" name="action" value="withdraw" />
                <input type="hidden" name="return" value="dashboard" />
                <button type="submit" className="btn btn-outline btn-sm">
                  Withdraw<span className="visually-hidden"> from {interest.title}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </DashSection>
  );
}
