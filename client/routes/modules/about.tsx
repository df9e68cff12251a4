import { aboutContent } from '../../content/screens/about';
import { defineRouteModule } from '../../lib/route-kit';
import { AboutPage } from '../../pages/AboutPage';

export default defineRouteModule({
  Component: AboutPage,
  head: () => aboutContent.meta,
});
