import { useState } from 'react';
import { Link } from 'react-router';
import { api, errorText } from '../../../lib/api';
import { istDay, istInputValue, istTimes } from '../../events/event-data';
import { Outcome } from '../Outcome';
import { useAdminAction, type ActionOutcome } from '../use-admin-action';
import { ConfirmAction } from './ConfirmAction';
import {
  eventPath,
  type AdminEvent,
  type AdminOccurrence,
  type AdminRegistration,
} from './admin-events-api';

const STATUS: Record<AdminRegistration['status'], string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlist',
  pending: 'Waiting for confirmation',
  cancelled: 'Cancelled',
};

function when(occurrence: { startsAt: string; endsAt: string }): string {
  return `${istDay(occurrence.startsAt)}, ${istTimes(occurrence.startsAt, occurrence.endsAt)}`;
}

function counts(people: AdminRegistration[]) {
  const of = (status: AdminRegistration['status']) =>
    people.filter((person) => person.status === status).length;
  return { confirmed: of('confirmed'), waitlisted: of('waitlisted'), pending: of('pending') };
}

/** Registrations by occurrence (its start instant), the order they came in. */
export function byOccurrence(people: AdminRegistration[]): Map<number, AdminRegistration[]> {
  const groups = new Map<number, AdminRegistration[]>();
  for (const person of people) {
    const key = Date.parse(person.occurrence);
    groups.set(key, [...(groups.get(key) ?? []), person]);
  }
  return groups;
}

/** The coming dates: counts, the check-in list of the day, and cancelling one date. */
export function Occurrences({
  event,
  occurrences,
  people,
}: {
  event: AdminEvent;
  occurrences: AdminOccurrence[];
  people: AdminRegistration[];
}) {
  const { pending, outcome, run } = useAdminAction();
  const groups = byOccurrence(people);
  if (!occurrences.length) return <p>No coming dates.</p>;
  return (
    <>
      <Outcome outcome={outcome} />
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Coming dates">
        <table className="admin-table admin-cards-table">
          <caption>Coming dates, India time</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Confirmed</th>
              <th scope="col">Waitlist</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {occurrences.map((occurrence) => {
              const here = counts(groups.get(Date.parse(occurrence.startsAt)) ?? []);
              const day = istInputValue(occurrence.startsAt).slice(0, 10);
              return (
                <tr key={occurrence.startsAt}>
                  <td data-label="Date">
                    {when(occurrence)}
                    {occurrence.cancelled ? (
                      <>
                        {' '}
                        <span className="admin-badge">Cancelled</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label="Confirmed">
                    {here.confirmed}
                    {event.capacity ? ` of ${event.capacity}` : ''}
                  </td>
                  <td data-label="Waitlist">{here.waitlisted}</td>
                  <td data-label="Actions">
                    <div className="admin-row-actions">
                      <Link
                        className="btn btn-outline btn-sm"
                        to={`/admin/events?checkin=${event.id}&day=${day}`}
                      >
                        Check-in list
                        <span className="visually-hidden"> {istDay(occurrence.startsAt)}</span>
                      </Link>
                      {occurrence.cancelled ? null : (
                        <ConfirmAction
                          label="Cancel this date"
                          detail={istDay(occurrence.startsAt)}
                          question={`Cancel ${when(occurrence)}? Everyone registered for it is told by e-mail.`}
                          confirm="Cancel this date"
                          disabled={pending}
                          onConfirm={() =>
                            void run(
                              eventPath(event.id, '/cancelled-dates'),
                              { method: 'POST', body: { occurrence: occurrence.startsAt } },
                              () => `${when(occurrence)} is cancelled; those registered are told.`,
                            )
                          }
                        />
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Everyone registered, by date, with the counts and the CSV. */
export function AttendeeList({
  event,
  people,
}: {
  event: AdminEvent;
  people: AdminRegistration[];
}) {
  const groups = [...byOccurrence(people)].sort(([a], [b]) => a - b);
  return (
    <>
      <p>
        <a className="btn btn-outline" href={eventPath(event.id, '/registrations.csv')} download>
          Export CSV
        </a>
      </p>
      {groups.length === 0 ? <p>Nobody has registered yet.</p> : null}
      {groups.map(([start, group]) => {
        const label = `${istDay(new Date(start).toISOString())}`;
        const { confirmed, waitlisted, pending } = counts(group);
        return (
          <div
            key={start}
            className="admin-table-wrap"
            tabIndex={0}
            role="region"
            aria-label={`Registered for ${label}`}
          >
            <table className="admin-table admin-cards-table">
              <caption>
                {label}: {confirmed} confirmed, {waitlisted} on the waitlist, {pending} waiting for
                confirmation
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {group.map((person) => (
                  <tr key={person.id}>
                    <td data-label="Name">{person.name ?? '—'}</td>
                    <td data-label="E-mail">{person.email}</td>
                    <td data-label="Status">
                      <span
                        className={`admin-badge${person.status === 'confirmed' ? ' admin-badge-done' : ''}`}
                      >
                        {STATUS[person.status]}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </>
  );
}

/** The day's check-in: big rows, one press marks a person arrived. */
export function CheckInList({
  event,
  day,
  people,
}: {
  event: AdminEvent;
  day: string;
  people: AdminRegistration[];
}) {
  const todays = people
    .filter(
      (person) =>
        person.status === 'confirmed' && istInputValue(person.occurrence).slice(0, 10) === day,
    )
    .sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email));
  const [arrived, setArrived] = useState<Set<string>>(
    () => new Set(todays.filter((p) => p.attended).map((p) => p.id)),
  );
  const [note, setNote] = useState<ActionOutcome | null>(null);

  async function mark(person: AdminRegistration, attended: boolean) {
    const next = new Set(arrived);
    if (attended) next.add(person.id);
    else next.delete(person.id);
    setArrived(next);
    const answer = await api(eventPath(event.id, `/registrations/${person.id}/attendance`), {
      method: 'PUT',
      body: { attended },
      auth: true,
    });
    if (!answer.ok) {
      setArrived(arrived);
      setNote({
        kind: 'error',
        text: errorText(
          answer,
          'message',
          'That was not saved. Please try again.',
          'The server could not be reached. Please try again.',
        ),
      });
    }
  }

  return (
    <section className="card admin-detail checkin" aria-labelledby="checkin-heading">
      <h2 id="checkin-heading" className="admin-subtitle">
        Check-in: {event.title}
      </h2>
      <p>
        {istDay(`${day}T12:00:00+05:30`)}: {arrived.size} of {todays.length} arrived.{' '}
        <Link to={`/admin/events?open=${event.id}`}>Back to the event</Link>
      </p>
      <Outcome outcome={note} />
      {todays.length === 0 ? (
        <p>Nobody is registered for this day.</p>
      ) : (
        <ul className="checkin-list">
          {todays.map((person) => {
            const here = arrived.has(person.id);
            return (
              <li key={person.id} className={here ? 'checkin-arrived' : undefined}>
                <span>
                  <strong>{person.name ?? person.email}</strong>
                  {person.name ? <span className="checkin-email">{person.email}</span> : null}
                </span>
                <button
                  type="button"
                  className={`btn ${here ? 'btn-outline' : 'btn-primary'}`}
                  aria-pressed={here}
                  onClick={() => void mark(person, !here)}
                >
                  {here ? 'Arrived' : 'Mark arrived'}
                  <span className="visually-hidden"> {person.name ?? person.email}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
