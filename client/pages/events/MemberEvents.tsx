import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { TRY_AGAIN } from '../../lib/form-refusal';
import { DashSection } from '../dashboard/parts';
import { istDay, istTimes, type MyRegistration } from './event-data';
import { LocalTime } from './LocalTime';
import { MY_REGISTRATIONS } from './my-registrations';

/**
 * The member's coming events on the dashboard, first: each date in IST and their own time, the
 * online link for a seat, and Cancel (a native post to the event page's action,
 * registration-action.ts, which comes back here with the outcome).
 */
export function MemberEvents({ initial }: { initial: MyRegistration[] | null }) {
  const [registrations, setRegistrations] = useState<MyRegistration[] | null>(initial);
  // From the router, not window: the dashboard is rendered on the server too.
  const outcome = useSearchParams()[0].get('events');

  useEffect(() => {
    if (initial) return;
    void api(MY_REGISTRATIONS, { auth: true }).then((answer) =>
      setRegistrations(answer.ok && Array.isArray(answer.data) ? answer.data : []),
    );
  }, [initial]);

  return (
    <DashSection id="my-events" title="Your Coming Events">
      {outcome === 'cancelled' ? (
        <p className="form-success" role="status">
          Your registration is cancelled.
        </p>
      ) : outcome === 'failed' ? (
        <p className="form-error" role="alert">
          {TRY_AGAIN}
        </p>
      ) : null}
      {registrations === null ? (
        <p>Loading…</p>
      ) : registrations.length === 0 ? (
        <p>
          You are not registered for any coming event. <Link to="/events">See the events</Link>
        </p>
      ) : (
        <ul className="my-events">
          {registrations.map((registration) => {
            const when = `${istDay(registration.occurrence)}, ${istTimes(registration.occurrence, registration.endsAt)}`;
            return (
              <li key={`${registration.slug}-${registration.occurrence}`} className="my-event">
                <p>
                  <Link to={`/events/${registration.slug}`}>{registration.title}</Link>
                  {registration.status === 'waitlisted' ? (
                    <span className="badge badge-previous">Waitlist</span>
                  ) : null}
                </p>
                <p className="event-when">{when}</p>
                <LocalTime startsAt={registration.occurrence} endsAt={registration.endsAt} />
                {registration.onlineLink ? (
                  <p className="event-link">
                    Join online: <a href={registration.onlineLink}>{registration.onlineLink}</a>
                  </p>
                ) : registration.place ? (
                  <p>{registration.place}</p>
                ) : null}
                <form method="post" action={`/events/${registration.slug}`}>
                  <input type="hidden" name="action" value="cancel" />
                  <input type="hidden" name="occurrence" value={registration.occurrence} />
                  <input type="hidden" name="return" value="dashboard" />
                  <button type="submit" className="btn btn-outline btn-sm">
                    Cancel
                    <span className="visually-hidden">
                      {' '}
                      {registration.title}, {when}
                    </span>
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
    </DashSection>
  );
}
