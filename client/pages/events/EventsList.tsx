import { Link } from 'react-router';
import { CalendarPlus, Rss } from 'lucide-react';
import { useAppContext } from '../../app-context';
import {
  EVENT_KINDS,
  istDay,
  istMonth,
  istTimes,
  kindLabel,
  seatsText,
  type OccurrenceItem,
} from './event-data';
import { LocalTime } from './LocalTime';

export type EventsMode = 'online' | 'in-person';

export interface EventsListData {
  archive: boolean;
  kind: string | null;
  mode: EventsMode | null;
  occurrences: OccurrenceItem[];
  /** More dates than the page lists. */
  more: boolean;
  /** The month the list starts at (?month=), when not now. */
  month: string | null;
  /** False before anything was ever announced: the page keeps the coming-soon card. */
  announced: boolean;
}

/** One occurrence in a list: kind and mode, title, IST date and time, the viewer's time, seats. */
export function OccurrenceCard({
  item,
  heading: Heading = 'h3',
}: {
  item: OccurrenceItem;
  heading?: 'h3' | 'h4';
}) {
  const seats = seatsText(item);
  return (
    <article className={`card event-card${item.cancelled ? ' event-cancelled' : ''}`}>
      <p className="event-tags">
        <span className="badge badge-upcoming">{kindLabel(item.kind)}</span>
        <span className="event-mode">{item.online ? 'Online' : 'In Varanasi'}</span>
      </p>
      <Heading className="event-title">
        <Link to={`/events/${item.slug}`}>{item.title}</Link>
      </Heading>
      <p className="event-when">
        <time dateTime={item.startsAt}>{istDay(item.startsAt)}</time>
        <br />
        {istTimes(item.startsAt, item.endsAt)}
      </p>
      <LocalTime startsAt={item.startsAt} endsAt={item.endsAt} />
      {seats ? <p className="event-seats">{seats}</p> : null}
    </article>
  );
}

function byMonth(items: OccurrenceItem[]): [string, OccurrenceItem[]][] {
  const months = new Map<string, OccurrenceItem[]>();
  for (const item of items) {
    const month = istMonth(item.startsAt);
    months.set(month, [...(months.get(month) ?? []), item]);
  }
  return [...months];
}

/** "YYYY-MM" of an instant in India time. */
function istMonthKey(iso: string): string {
  return new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 7);
}

/** The link on past the listed dates: the month of the last one (or the next, if it is the first). */
function LaterDates({ data }: { data: EventsListData }) {
  const first = istMonthKey(data.occurrences[0].startsAt);
  const last = istMonthKey(data.occurrences[data.occurrences.length - 1].startsAt);
  let month = last;
  if (last === first) {
    const [year, number] = last.split('-').map(Number);
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  const params = new URLSearchParams({ month });
  if (data.kind) params.set('kind', data.kind);
  if (data.mode) params.set('mode', data.mode);
  return (
    <p className="events-zone-note">
      The first 100 dates are listed. <Link to={`/events?${params.toString()}`}>Later dates</Link>,
      or subscribe to the calendar for every date.
    </p>
  );
}

/** The filters: a plain GET form, so they work before (or without) the page's script. */
function Filters({ data }: { data: EventsListData }) {
  return (
    <form method="get" action="/events" className="events-filters" aria-label="Filter the events">
      {data.archive ? <input type="hidden" name="archive" value="1" /> : null}
      {data.month ? <input type="hidden" name="month" value={data.month} /> : null}
      <div className="field">
        <label htmlFor="events-kind">Kind</label>
        <select id="events-kind" name="kind" defaultValue={data.kind ?? ''}>
          <option value="">All kinds</option>
          {Object.entries(EVENT_KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="events-mode">Where</label>
        <select id="events-mode" name="mode" defaultValue={data.mode ?? ''}>
          <option value="">Online and in person</option>
          <option value="online">Online</option>
          <option value="in-person">In person (Varanasi)</option>
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        Show
      </button>
    </form>
  );
}

/** /events with something announced (or the archive): occurrences by month, filters, feeds. */
export function EventsList({ data }: { data: EventsListData }) {
  const { appUrl } = useAppContext();
  const feed = `${appUrl.replace(/^https?:/, 'webcal:')}/events.ics`;
  const filtered = Boolean(data.kind || data.mode);
  return (
    <div className="page-section">
      <div className="container">
        <Filters data={data} />
        <p className="events-links">
          {data.archive ? (
            <Link to="/events">Upcoming events</Link>
          ) : (
            <Link to="/events?archive=1">Past events</Link>
          )}
          {filtered ? (
            <Link to={data.archive ? '/events?archive=1' : '/events'}>All events</Link>
          ) : null}
          <a href={feed}>
            <CalendarPlus aria-hidden="true" size={18} /> Subscribe in your calendar
          </a>
          <a href="/events.ics">
            <Rss aria-hidden="true" size={18} /> Calendar file (.ics)
          </a>
        </p>
        <p className="lead">
          {data.archive ? 'Past events, the latest first.' : 'Upcoming events, by month.'}
        </p>
        {data.occurrences.length === 0 ? (
          <p className="events-empty">
            {data.archive
              ? 'No past events match.'
              : 'Nothing of this kind is announced yet. Try another filter, or see all events.'}
          </p>
        ) : (
          byMonth(data.occurrences).map(([month, items]) => (
            <section key={month} className="events-month">
              <h2 className="events-month-title">{month}</h2>
              <ul className="events-grid">
                {items.map((item) => (
                  <li key={`${item.slug}-${item.startsAt}`}>
                    <OccurrenceCard item={item} heading="h3" />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        {data.more && !data.archive ? <LaterDates data={data} /> : null}
        <p className="events-zone-note">
          Times are India Standard Time (IST, UTC+5:30); your own time is shown beside them.
        </p>
      </div>
    </div>
  );
}
