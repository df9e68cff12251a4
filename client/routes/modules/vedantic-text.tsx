import { findVedanticText } from '../../content/vedantic-texts';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { textCrumbs, VedanticTextPage, vedanticTextLoader } from '../../pages/VedanticTextPage';

export default defineRouteModule({
  Component: VedanticTextPage,
  loader: vedanticTextLoader,
  head: ({ data, appUrl }) => {
    // The loader answers 404 for unknown slugs, so the text is always there.
    const text = findVedanticText(data.slug)!;
    return withBreadcrumbs(
      { title: `${text.title} - Vedāntic Texts`, description: text.overview },
      appUrl,
      textCrumbs(text),
    );
  },
});
