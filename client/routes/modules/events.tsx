import { eventsContent } from '../../content/screens/events';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { EventsPage, eventsCrumbs } from '../../pages/EventsPage';

export default defineRouteModule({
  Component: EventsPage,
  head: ({ appUrl }) => withBreadcrumbs(eventsContent.meta, appUrl, eventsCrumbs),
});
