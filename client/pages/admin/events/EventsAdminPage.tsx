import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { istDay, istTimes, kindLabel } from '../../events/event-data';
import { AdminError, AdminLayout } from '../AdminLayout';
import { adminApi, searchOf } from '../access';
import type { Loaded } from '../admin-lists';
import { Outcome } from '../Outcome';
import { useAdminAction } from '../use-admin-action';
import {
  ADMIN_EVENTS,
  eventPath,
  type AdminEvent,
  type AdminOccurrence,
  type AdminRegistration,
} from './admin-events-api';
import { AttendeeList, CheckInList, Occurrences } from './Attendees';
import { ConfirmAction } from './ConfirmAction';
import { EventForm } from './EventForm';
import { MessageAttendees } from './MessageAttendees';
import { describeRule } from './recurrence';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type View =
  | { kind: 'list' }
  | { kind: 'new' }
  | { kind: 'open'; id: string }
  | { kind: 'duplicate'; id: string }
  | { kind: 'checkin'; id: string; day: string };

export interface EventsAdminData {
  view: View;
  list: Loaded<AdminEvent[]>;
  event: Loaded<AdminEvent> | null;
  /** The opened event's coming dates (its public page's list, cancelled ones marked). */
  dates: AdminOccurrence[];
  people: Loaded<AdminRegistration[]> | null;
  done: string | null;
}

function viewOf(params: URLSearchParams): View {
  const id = (name: string) => {
    const value = params.get(name);
    return value && UUID.test(value) ? value : null;
  };
  const day = params.get('day') ?? '';
  const checkin = id('checkin');
  if (checkin && /^\d{4}-\d{2}-\d{2}$/.test(day)) return { kind: 'checkin', id: checkin, day };
  const duplicate = id('duplicate');
  if (duplicate) return { kind: 'duplicate', id: duplicate };
  const open = id('open');
  if (open) return { kind: 'open', id: open };
  if (params.get('new') === '1') return { kind: 'new' };
  return { kind: 'list' };
}

/** The coming dates of an event, as its public page lists them. */
async function datesOf(args: LoaderFunctionArgs, slug: string): Promise<AdminOccurrence[]> {
  const answer = await adminApi(args, `/api/events/${slug}`);
  if (!answer.ok) return [];
  return (answer.data.next ?? []).map((occurrence) => ({
    startsAt: occurrence.startsAt,
    endsAt: occurrence.endsAt,
    seatsLeft: occurrence.seatsLeft,
    cancelled: occurrence.status === 'cancelled',
  }));
}

export async function eventsAdminLoader(args: LoaderFunctionArgs): Promise<EventsAdminData> {
  const params = searchOf(args);
  const view = viewOf(params);
  const id = 'id' in view ? view.id : null;
  const [list, event, people] = await Promise.all([
    view.kind === 'list' || view.kind === 'new'
      ? adminApi(args, ADMIN_EVENTS)
      : { ok: true as const, data: [] as AdminEvent[] },
    id ? adminApi(args, eventPath(id)) : null,
    id && view.kind !== 'duplicate' ? adminApi(args, eventPath(id, '/registrations')) : null,
  ]);
  const dates = event?.ok && view.kind === 'open' ? await datesOf(args, event.data.slug) : [];
  return { view, list, event, dates, people, done: params.get('done') };
}

function EventsTable({ events }: { events: AdminEvent[] }) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Events">
      <table className="admin-table admin-cards-table">
        <caption>Events, the latest first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Next date (IST)</th>
            <th scope="col">Repeats</th>
            <th scope="col">Where</th>
            <th scope="col">Registration</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td data-label="Event">
                <Link to={`/admin/events?open=${event.id}`}>{event.title}</Link>
                <br />
                <span className="admin-muted">{kindLabel(event.kind)}</span>
                {event.status === 'cancelled' ? (
                  <>
                    {' '}
                    <span className="admin-badge">Cancelled</span>
                  </>
                ) : null}
              </td>
              <td data-label="Next date">
                {event.next ? istDay(event.next) : '—'}
                <br />
                <span className="admin-muted">{istTimes(event.startsAt, event.endsAt)}</span>
              </td>
              <td data-label="Repeats">{describeRule(event.rrule)}</td>
              <td data-label="Where">{event.online ? 'Online' : (event.place ?? '—')}</td>
              <td data-label="Registration">
                {event.registrationOpen ? 'Open' : 'Closed'}
                {event.capacity ? `, ${event.capacity} places a date` : ''}
                <br />
                <span className="admin-muted">
                  {event.counts.confirmed} confirmed, {event.counts.waitlisted} waiting
                </span>
              </td>
              <td data-label="Actions">
                <div className="admin-row-actions">
                  <Link className="btn btn-outline btn-sm" to={`/admin/events?open=${event.id}`}>
                    Edit<span className="visually-hidden"> {event.title}</span>
                  </Link>
                  <Link className="btn btn-ghost btn-sm" to={`/admin/events?duplicate=${event.id}`}>
                    Duplicate<span className="visually-hidden"> {event.title}</span>
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const DONE: Record<string, string> = {
  created: 'The event is announced.',
  saved: 'The changes are saved.',
};

function OpenedEvent({
  event,
  people,
}: {
  event: AdminEvent;
  people: Loaded<AdminRegistration[]> | null;
}) {
  const { pending, outcome, run } = useAdminAction();
  const { done, dates: occurrences } = useLoaderData<EventsAdminData>();
  const registered = people?.ok ? people.data : [];
  return (
    <>
      {done && DONE[done] ? (
        <p className="notice notice-success" role="status">
          {DONE[done]} <Link to={`/events/${event.slug}`}>See its page</Link>
        </p>
      ) : null}
      <div className="admin-actions">
        <Link className="btn btn-outline btn-sm" to={`/events/${event.slug}`}>
          Public page
        </Link>
        <Link className="btn btn-outline btn-sm" to={`/admin/events?duplicate=${event.id}`}>
          Duplicate
        </Link>
        {event.status === 'cancelled' ? (
          <span className="admin-badge">Cancelled</span>
        ) : (
          <ConfirmAction
            label="Cancel the event"
            question={`Cancel “${event.title}” and all its dates? Everyone registered is told by e-mail.`}
            confirm="Cancel the event"
            disabled={pending}
            onConfirm={() =>
              void run(
                eventPath(event.id),
                { method: 'DELETE' },
                () => `“${event.title}” is cancelled; those registered are told by e-mail.`,
              )
            }
          />
        )}
      </div>
      <Outcome outcome={outcome} />
      <EventForm key={`${event.id}-${event.startsAt}-${event.title}`} event={event} mode="edit" />
      <section aria-labelledby="dates-heading">
        <h2 id="dates-heading" className="admin-subtitle">
          Coming dates
        </h2>
        <Occurrences event={event} occurrences={occurrences} people={registered} />
      </section>
      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="admin-subtitle">
          Registered
        </h2>
        {people && !people.ok ? (
          <AdminError message={people.message} />
        ) : (
          <AttendeeList event={event} people={registered} />
        )}
      </section>
      <MessageAttendees event={event} occurrences={occurrences} />
    </>
  );
}

/** /admin/events: the calendar's events; one opened to edit, its dates, people and messages. */
export function EventsAdminPage() {
  const { view, list, event, people } = useLoaderData<EventsAdminData>();
  const { search } = useLocation();
  let main;
  if (view.kind === 'new') {
    main = <EventForm key={search} event={null} mode="create" />;
  } else if (event && !event.ok) {
    main = <AdminError message={event.message} />;
  } else if (event?.ok && view.kind === 'duplicate') {
    main = <EventForm key={search} event={event.data} mode="duplicate" />;
  } else if (event?.ok && view.kind === 'checkin') {
    main = people?.ok ? (
      <CheckInList event={event.data} day={view.day} people={people.data} />
    ) : (
      <AdminError message={people && !people.ok ? people.message : 'Nobody is registered.'} />
    );
  } else if (event?.ok) {
    main = <OpenedEvent event={event.data} people={people} />;
  }
  return (
    <AdminLayout
      title={event?.ok && view.kind === 'open' ? `Event: ${event.data.title}` : 'Events'}
      intro={
        <p>
          Satsaṅgas, talks, retreats, course sessions and festivals. Times are India time (IST);
          visitors also see their own.
        </p>
      }
    >
      <p className="admin-actions">
        <Link className="btn btn-primary" to="/admin/events?new=1">
          New event
        </Link>
        {view.kind !== 'list' ? (
          <Link className="btn btn-ghost" to="/admin/events">
            All events
          </Link>
        ) : null}
      </p>
      {main}
      {view.kind === 'list' || view.kind === 'new' ? (
        <section aria-labelledby="events-list-heading">
          <h2 id="events-list-heading" className="admin-subtitle">
            All events
          </h2>
          {!list.ok ? (
            <AdminError message={list.message} />
          ) : list.data.length ? (
            <EventsTable events={list.data} />
          ) : (
            <p>No event has been announced yet.</p>
          )}
        </section>
      ) : null}
    </AdminLayout>
  );
}
