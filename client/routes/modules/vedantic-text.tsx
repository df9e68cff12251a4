import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { textCrumbs, VedanticTextPage, vedanticTextLoader } from '../../pages/VedanticTextPage';

export default defineRouteModule({
  Component: VedanticTextPage,
  loader: vedanticTextLoader,
  head: ({ data, appUrl }) =>
    withBreadcrumbs(
      { title: `${data.text.title} - Vedantic Texts`, description: data.text.overview },
      appUrl,
      textCrumbs(data.text),
    ),
});
