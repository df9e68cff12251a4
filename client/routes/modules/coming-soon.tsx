import { comingSoonContent } from '../../content/screens/coming-soon';
import { defineRouteModule } from '../../lib/route-kit';
import { breadcrumbLd } from '../../lib/structured-data';
import {
  ComingSoonPage,
  comingSoonCrumbs,
  comingSoonLoader,
  findUpcomingOption,
} from '../../pages/ComingSoonPage';

export default defineRouteModule({
  Component: ComingSoonPage,
  loader: comingSoonLoader,
  head: ({ data, appUrl }) => {
    const upcoming = findUpcomingOption(data);
    if (!upcoming) {
      return {
        title: comingSoonContent.meta.title,
        description: comingSoonContent.meta.description,
      };
    }
    const { cls, option } = upcoming;
    return {
      title: `${cls.title} ${option.title}: Coming Soon`,
      description: `${cls.title}, ${option.title.toLowerCase()}: ${option.description} Write to us to be notified when it opens.`,
      jsonLd: [breadcrumbLd(appUrl, comingSoonCrumbs(upcoming))],
    };
  },
});
