import { pitcsMeta } from '../../content/pitcs';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { PitcsPage, pitcsCrumbs, pitcsLoader } from '../../pages/PitcsPage';

export default defineRouteModule({
  Component: PitcsPage,
  loader: pitcsLoader,
  head: ({ appUrl }) => withBreadcrumbs(pitcsMeta, appUrl, pitcsCrumbs),
});
