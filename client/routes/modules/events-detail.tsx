import type { ActionFunctionArgs } from 'react-router';
import { defineRouteModule } from '../../lib/route-kit';
import { EventDetailPage, eventHead, eventLoader } from '../../pages/events/EventDetailPage';

export default defineRouteModule({
  Component: EventDetailPage,
  loader: eventLoader,
  // Only the server runs it (a native post): the browser's bundle carries none of it.
  action: import.meta.env.SSR
    ? async (args: ActionFunctionArgs) =>
        (await import('../../pages/events/registration-action')).registrationAction(args)
    : undefined,
  head: ({ data, appUrl }) => eventHead(appUrl, data),
});
