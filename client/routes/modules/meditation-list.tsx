import { meditationIntro } from '../../content/screens/meditation-intro';
import { defineRouteModule } from '../../lib/route-kit';
import { MeditationListPage } from '../../pages/MeditationListPage';

export default defineRouteModule({
  Component: MeditationListPage,
  head: () => meditationIntro.meta,
});
