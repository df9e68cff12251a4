import { findLegalPage } from '../../content/legal';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { LegalPage, legalCrumbs, legalLoader } from '../../pages/LegalPage';

export default defineRouteModule({
  Component: LegalPage,
  loader: legalLoader,
  head: ({ data, appUrl }) => {
    // The loader answers 404 for unknown slugs, so the page is always there.
    const page = findLegalPage(data.slug)!;
    return withBreadcrumbs(
      { title: page.metaTitle, description: page.description },
      appUrl,
      legalCrumbs(page),
    );
  },
});
