import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { MeditationPage, meditationCrumbs, meditationLoader } from '../../pages/MeditationPage';

export default defineRouteModule({
  Component: MeditationPage,
  loader: meditationLoader,
  head: ({ data, appUrl }) =>
    withBreadcrumbs(
      {
        title: `${data.practice.title} - ${data.practice.pageSubtitle} - Pragya Trust`,
        description: data.practice.description,
      },
      appUrl,
      meditationCrumbs(data.practice),
    ),
});
