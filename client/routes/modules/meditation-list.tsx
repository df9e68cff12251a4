import { meditationIntro } from '../../content/pages';
import { defineRouteModule } from '../../lib/route-kit';
import { MeditationListPage } from '../../pages/MeditationListPage';

export default defineRouteModule({
  Component: MeditationListPage,
  head: () => meditationIntro.meta,
});
