import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { deferred } from '../../lib/deferred';
import type { OccurrenceItem } from './event-data';

/**
 * The home page's coming events are links and text: the server renders them at once and the
 * browser loads their code as a chunk of its own while the page hydrates; the loader's part is a
 * chunk too, so the home page's first load carries neither
 * (docs/decisions/0064-first-load-javascript.md).
 */
const HomeEventsBlock = deferred(
  'HomeEvents',
  async () => (await import('./HomeEvents')).HomeEvents,
);

/** Under the home page's featured courses: the coming events, when any are announced. */
export function HomeEvents() {
  const events = useLoaderData<{ events?: OccurrenceItem[] }>().events ?? [];
  return events.length ? <HomeEventsBlock events={events} /> : null;
}

/** The home loader's part: read in a chunk of its own, so the home page's first load has none of it. */
export async function homeEvents(args: LoaderFunctionArgs): Promise<OccurrenceItem[]> {
  return (await import('./home-events-data')).upcomingEvents(args);
}
