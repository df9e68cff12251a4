import { pitcsMeta } from '../../content/pitcs';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { PitcsPage, pitcsCrumbs } from '../../pages/PitcsPage';

export default defineRouteModule({
  Component: PitcsPage,
  head: ({ appUrl }) => withBreadcrumbs(pitcsMeta, appUrl, pitcsCrumbs),
});
