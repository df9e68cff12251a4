import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { LegalPage, legalCrumbs, legalLoader } from '../../pages/LegalPage';

export default defineRouteModule({
  Component: LegalPage,
  loader: legalLoader,
  head: ({ data, appUrl }) => {
    const { page } = data;
    return withBreadcrumbs(
      { title: page.metaTitle, description: page.description },
      appUrl,
      legalCrumbs(page),
    );
  },
});
