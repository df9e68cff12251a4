import { defineRouteModule } from '../../lib/route-kit';
import { EventDetailPage, eventHead, eventLoader } from '../../pages/events/EventDetailPage';

export default defineRouteModule({
  Component: EventDetailPage,
  loader: eventLoader,
  head: ({ data, appUrl }) => eventHead(appUrl, data),
});
