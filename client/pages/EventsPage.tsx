import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Bell, CalendarDays, Clock, MapPin } from 'lucide-react';
import { eventsContent } from '../content/screens/events';
import { PageHero, type Crumb } from '../components/PageHero';
import { EVENT_KINDS, type OccurrenceItem } from './events/event-data';
import { EventsList, type EventsListData, type EventsMode } from './events/EventsList';

export const eventsCrumbs: Crumb[] = [
  { label: 'Home', href: '/' },
  { label: 'Events', href: '/events' },
];

const DAY_MS = 86_400_000;
/** A page, not the whole year of a weekly satsaṅga: the feed has every date. */
const LIST_LIMIT = 100;

/**
 * The occurrences of the coming year (or, with ?archive=1, of the past year, the latest
 * first), filtered by kind and mode. The filters are checked against the known values, so an odd
 * address shows all events rather than an error.
 */
export async function eventsLoader(args: LoaderFunctionArgs): Promise<EventsListData> {
  const params = new URL(args.request.url).searchParams;
  const archive = params.get('archive') === '1';
  const kindParam = params.get('kind') ?? '';
  const kind = kindParam in EVENT_KINDS ? kindParam : null;
  const modeParam = params.get('mode');
  const mode: EventsMode | null =
    modeParam === 'online' || modeParam === 'in-person' ? modeParam : null;
  // ?month=2027-03 starts the list at that month (India time): the way on past the first 100.
  const monthParam = params.get('month') ?? '';
  const monthStart = /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam)
    ? Date.parse(`${monthParam}-01T00:00:00+05:30`)
    : NaN;
  const now = Date.now();
  const start = !archive && monthStart > now ? monthStart : now;
  const from = new Date(archive ? now - 365 * DAY_MS : start).toISOString();
  const to = new Date(archive ? now : start + 365 * DAY_MS).toISOString();
  // The API client loads with the loader only (a client-side visit), never on a first load.
  const { publicApi } = await import('../lib/public-api');
  const answer = await publicApi(
    args,
    `/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  // A failure is the error page, never a cached "nothing announced".
  if (!answer.ok || !Array.isArray(answer.data)) throw new Error('The events could not be loaded');
  // Only what the list shows travels in the hydration data (the API also gives each description).
  const occurrences: OccurrenceItem[] = answer.data
    .filter(
      (item) =>
        (!kind || item.kind === kind) &&
        (!mode || item.online === (mode === 'online')) &&
        (archive ? Date.parse(item.startsAt) < now : Date.parse(item.endsAt) >= now),
    )
    .map(({ slug, title, kind: itemKind, startsAt, endsAt, online, seatsLeft, status }) => ({
      slug,
      title,
      kind: itemKind,
      startsAt,
      endsAt,
      online,
      seatsLeft,
      ...(status === 'cancelled' ? { cancelled: true } : {}),
    }));
  if (archive) occurrences.reverse();
  return {
    archive,
    kind,
    mode,
    occurrences: occurrences.slice(0, LIST_LIMIT),
    more: occurrences.length > LIST_LIMIT,
    month: start > now ? monthParam : null,
    announced: archive || Boolean(kind || mode) || answer.data.length > 0,
  };
}

/** Nothing announced: the specification's coming-soon card and the way to hear of dates. */
function ComingSoon() {
  const { card, stayUpdated } = eventsContent;
  return (
    <div className="page-section">
      <div className="container narrow">
        <section className="card status-card" aria-labelledby="events-status-heading">
          <CalendarDays aria-hidden="true" size={36} className="card-icon" />
          <h2 id="events-status-heading" className="section-title">
            {card.heading}
          </h2>
          <p>{card.text}</p>
          <ul className="meta-list">
            <li>
              <Clock aria-hidden="true" size={18} /> {card.when}
            </li>
            <li>
              <MapPin aria-hidden="true" size={18} /> {card.where}
            </li>
          </ul>
          <Link to={card.button.href} className="btn btn-accent">
            {card.button.label}
          </Link>
        </section>
        <section className="stay-updated" aria-labelledby="stay-updated-heading">
          <Bell aria-hidden="true" size={32} className="card-icon" />
          <h2 id="stay-updated-heading" className="section-title">
            {stayUpdated.heading}
          </h2>
          <p>{stayUpdated.text}</p>
          <Link to={stayUpdated.button.href} className="btn btn-primary">
            {stayUpdated.button.label}
          </Link>
        </section>
      </div>
    </div>
  );
}

/** /events: the calendar of satsaṅgas, talks and retreats, or the coming-soon card before any. */
export function EventsPage() {
  const data = useLoaderData<EventsListData>();
  return (
    <>
      <PageHero
        title={eventsContent.title}
        subtitle={eventsContent.subtitle}
        crumbs={eventsCrumbs}
        back={{ label: 'Back to Home', href: '/' }}
      />
      {data.announced ? <EventsList data={data} /> : <ComingSoon />}
    </>
  );
}
