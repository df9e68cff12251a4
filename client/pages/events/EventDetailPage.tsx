import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CalendarPlus, Clock, MapPin, Video } from 'lucide-react';
import { useAppContext } from '../../app-context';
import { PageHero, type Crumb } from '../../components/PageHero';
import { site } from '../../content/site';
import { absoluteUrl, type PageHead } from '../../head';
import type { FormRefusal } from '../../lib/form-refusal';
import { notFound } from '../../lib/route-kit';
import { breadcrumbLd } from '../../lib/structured-data';
import {
  googleCalendarUrl,
  istDay,
  istInputValue,
  istTimes,
  kindLabel,
  outlookCalendarUrl,
  registrationOutcome,
  seatsText,
  eventOf,
  type EventDetail,
  type MyRegistration,
  type RegistrationOutcome,
} from './event-data';
import { LocalTime } from './LocalTime';
import { TokenStepPage, tokenStepData, tokenStepHead, type TokenStepData } from './TokenStepPage';
import { myRegistrations } from './my-registrations';
import { RegistrationCard } from './deferred-parts';
import type { RegistrationFields } from './registration-action';

export interface EventPageData {
  event: EventDetail;
  mine: MyRegistration[] | null;
  outcome: RegistrationOutcome | null;
}

export function eventCrumbs(event: { slug: string; title: string }): Crumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Events', href: '/events' },
    { label: event.title, href: `/events/${event.slug}` },
  ];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The event from the API (404 for an unknown slug), and the member's registrations if any; or the
 * page a mailed link opens (/events/confirm, /events/cancel), which shares the address pattern.
 */
export async function eventLoader(
  args: LoaderFunctionArgs,
): Promise<EventPageData | TokenStepData> {
  const slug = args.params.slug ?? '';
  if (slug === 'confirm' || slug === 'cancel') return tokenStepData(slug, args.request.url);
  if (!SLUG.test(slug) || slug.length > 120) notFound('page');
  // The API client loads with the loader only (a client-side visit), never on a first load.
  const { publicApi } = await import('../../lib/public-api');
  const [answer, mine] = await Promise.all([
    publicApi(args, `/api/events/${slug}`),
    myRegistrations(args),
  ]);
  if (!answer.ok) {
    if (answer.status === 404 || answer.status === 400) notFound('page');
    throw new Error('The event could not be loaded');
  }
  return { event: eventOf(answer.data), mine, outcome: registrationOutcome(args.request.url) };
}

/** The description's text, for the meta description and the structured data. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function describe(event: EventDetail): string {
  const text = plainText(event.descriptionHtml);
  const when = event.occurrences[0] ?? event;
  return `${kindLabel(event.kind)}, ${istDay(when.startsAt)}, ${istTimes(when.startsAt, when.endsAt)}${event.online ? ', online' : ', in Varanasi'}. ${text}`;
}

/** An instant as ISO 8601 in India time ("2026-12-06T07:00:00+05:30"). */
function istIsoOf(iso: string): string {
  return `${istInputValue(iso)}:00+05:30`;
}

/** schema.org Event for the next occurrence, organised by the trust. */
function eventLd(appUrl: string, event: EventDetail): object {
  const url = absoluteUrl(appUrl, `/events/${event.slug}`);
  const next = event.occurrences[0] ?? event;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: plainText(event.descriptionHtml).slice(0, 500),
    url,
    startDate: istIsoOf(next.startsAt),
    endDate: istIsoOf(next.endsAt),
    eventAttendanceMode: event.online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus:
      event.cancelled || ('cancelled' in next && next.cancelled)
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    location:
      event.online || !event.place
        ? { '@type': 'VirtualLocation', url }
        : {
            '@type': 'Place',
            name: event.place.address.split(',')[0],
            address: event.place.address,
            ...(event.place.mapUrl ? { hasMap: event.place.mapUrl } : {}),
          },
    organizer: { '@type': 'Organization', name: site.name, url: appUrl },
    image: absoluteUrl(appUrl, site.defaultImage),
    inLanguage: 'en',
  };
}

export function eventHead(appUrl: string, data: EventPageData | TokenStepData): PageHead {
  if ('step' in data) return tokenStepHead(data);
  const { event } = data;
  return {
    title: `${event.title} - ${site.name}`,
    description: describe(event),
    keywords: `${event.title}, ${kindLabel(event.kind)}, Pragya Trust events, Varanasi, Advaita Vedanta`,
    jsonLd: [eventLd(appUrl, event), breadcrumbLd(appUrl, eventCrumbs(event))],
  };
}

function CalendarLinks({ event }: { event: EventDetail }) {
  const { appUrl } = useAppContext();
  const next = event.occurrences.find((occurrence) => !occurrence.cancelled);
  const details = {
    title: event.title,
    details: `${kindLabel(event.kind)} of ${site.name}. ${appUrl}/events/${event.slug}`,
    location: event.online ? 'Online' : (event.place?.address ?? 'Varanasi'),
  };
  return (
    <div className="event-calendar-links">
      <h2 className="visually-hidden">Add to your calendar</h2>
      <a className="btn btn-outline btn-sm" href={`/events/${event.slug}.ics`} download>
        <CalendarPlus aria-hidden="true" size={16} /> Add to calendar (.ics)
      </a>
      {next ? (
        <>
          <a
            className="btn btn-ghost btn-sm"
            href={googleCalendarUrl(details, next)}
            rel="noopener noreferrer"
            target="_blank"
          >
            Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a
            className="btn btn-ghost btn-sm"
            href={outlookCalendarUrl(details, next)}
            rel="noopener noreferrer"
            target="_blank"
          >
            Outlook<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </div>
  );
}

function Summary({ event }: { event: EventDetail }) {
  const next = event.occurrences.find((occurrence) => !occurrence.cancelled);
  const seats = next ? seatsText(next) : null;
  return (
    <section className="card event-summary" aria-labelledby="event-when-heading">
      <h2 id="event-when-heading" className="visually-hidden">
        When and where
      </h2>
      {event.cancelled ? (
        <p className="notice notice-error">This event has been cancelled.</p>
      ) : null}
      <ul className="event-facts">
        <li>
          <Clock aria-hidden="true" size={20} />
          <div>
            {next ? (
              <>
                <p className="event-when">
                  {event.occurrences.length > 1 ? 'Next: ' : ''}
                  <time dateTime={next.startsAt}>{istDay(next.startsAt)}</time>,{' '}
                  {istTimes(next.startsAt, next.endsAt)}
                </p>
                <LocalTime startsAt={next.startsAt} endsAt={next.endsAt} />
              </>
            ) : (
              <p>No coming date.</p>
            )}
          </div>
        </li>
        <li>
          {event.online ? (
            <>
              <Video aria-hidden="true" size={20} />
              <p>Online: the link is sent to those who register, and shown on their dashboard.</p>
            </>
          ) : (
            <>
              <MapPin aria-hidden="true" size={20} />
              <p>
                {event.place?.address ?? 'Varanasi'}
                {event.place?.mapUrl ? (
                  <>
                    {' '}
                    <a href={event.place.mapUrl} rel="noopener noreferrer" target="_blank">
                      Map<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </>
                ) : null}
              </p>
            </>
          )}
        </li>
      </ul>
      {seats ? <p className="event-seats">{seats}</p> : null}
      <CalendarLinks event={event} />
    </section>
  );
}

function NextDates({ event }: { event: EventDetail }) {
  if (event.occurrences.length < 2) return null;
  return (
    <section className="event-dates" aria-labelledby="event-dates-heading">
      <h2 id="event-dates-heading" className="content-heading">
        Coming dates
      </h2>
      <ol className="event-date-list">
        {event.occurrences.map((occurrence) => {
          const seats = seatsText(occurrence);
          return (
            <li key={occurrence.startsAt}>
              <p className="event-when">
                <time dateTime={occurrence.startsAt}>{istDay(occurrence.startsAt)}</time>,{' '}
                {istTimes(occurrence.startsAt, occurrence.endsAt)}
              </p>
              <LocalTime startsAt={occurrence.startsAt} endsAt={occurrence.endsAt} />
              {seats ? <p className="event-seats">{seats}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** /events/{slug}: the event, when and where, its coming dates, calendar links and registration. */
export function EventDetailPage() {
  const data = useLoaderData<EventPageData | TokenStepData>();
  // What the route's action answered a refused native post with (registration-action.ts).
  const refusal = useActionData<FormRefusal<RegistrationFields> | undefined>();
  return 'step' in data ? (
    <TokenStepPage data={data} refusal={refusal} />
  ) : (
    <EventPage data={data} refusal={refusal} />
  );
}

function EventPage({
  data: { event, mine, outcome },
  refusal,
}: {
  data: EventPageData;
  refusal?: FormRefusal<RegistrationFields>;
}) {
  return (
    <>
      <PageHero
        title={event.title}
        subtitle={`${kindLabel(event.kind)} · ${event.online ? 'Online' : 'In Varanasi'}`}
        crumbs={eventCrumbs(event)}
        back={{ label: 'All events', href: '/events' }}
      />
      <div className="page-section">
        <div className="container event-layout">
          <Summary event={event} />
          <RegistrationCard event={event} mine={mine} outcome={outcome} refusal={refusal} />
          <section className="event-about" aria-labelledby="event-about-heading">
            <h2 id="event-about-heading" className="content-heading">
              About this {kindLabel(event.kind).toLowerCase()}
            </h2>
            <div
              className="prose"
              // Made by the server from the event's Markdown and sanitised there (sanitize-html).
              dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
            />
          </section>
          <NextDates event={event} />
        </div>
      </div>
    </>
  );
}
