import { resourcesContent } from '../../content/screens/resources';
import { defineRouteModule } from '../../lib/route-kit';
import { ResourcesPage } from '../../pages/ResourcesPage';

export default defineRouteModule({
  Component: ResourcesPage,
  head: () => resourcesContent.meta,
});
