import type { LoaderFunctionArgs } from 'react-router';
import { deferred } from '../../../lib/deferred';

/**
 * The events section of the admin area is a chunk of its own: the server renders it at once, the
 * browser loads it while the page hydrates, so the admin route's first load (every section's
 * entry) does not carry it.
 */
export const EventsAdminPage = deferred(
  'EventsAdminPage',
  async () => (await import('./EventsAdminPage')).EventsAdminPage,
);

export async function eventsAdminLoader(args: LoaderFunctionArgs): Promise<unknown> {
  return (await import('./EventsAdminPage')).eventsAdminLoader(args);
}
