import { findMeditation } from '../../content/meditation';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { MeditationPage, meditationCrumbs, meditationLoader } from '../../pages/MeditationPage';

export default defineRouteModule({
  Component: MeditationPage,
  loader: meditationLoader,
  head: ({ data, appUrl }) => {
    // The loader answers 404 for unknown slugs, so the practice is always there.
    const practice = findMeditation(data.slug)!;
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
