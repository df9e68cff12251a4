import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { textCrumbs, VedanticTextPage, vedanticTextLoader } from '../../pages/VedanticTextPage';

export default defineRouteModule({
  Component: VedanticTextPage,
  loader: vedanticTextLoader,
  head: ({ data, appUrl }) => {
    const { text } = data;
    return withBreadcrumbs(
      { title: `${text.title} - Vedāntic Texts`, description: text.overview },
      appUrl,
      textCrumbs(text),
    );
  },
});
