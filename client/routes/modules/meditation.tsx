import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { MeditationPage, meditationCrumbs, meditationLoader } from '../../pages/MeditationPage';

export default defineRouteModule({
  Component: MeditationPage,
  loader: meditationLoader,
  head: ({ data, appUrl }) => {
    const { practice } = data;
    return withBreadcrumbs(
      {
        title: `${practice.title} - ${practice.pageSubtitle} - Pragya Trust`,
        description: practice.description,
      },
      appUrl,
      meditationCrumbs(practice),
    );
  },
});
