import { eventsContent } from '../../content/screens/events';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { EventsPage, eventsCrumbs, eventsLoader } from '../../pages/EventsPage';

export default defineRouteModule({
  Component: EventsPage,
  loader: eventsLoader,
  head: ({ appUrl }) => withBreadcrumbs(eventsContent.meta, appUrl, eventsCrumbs),
});
