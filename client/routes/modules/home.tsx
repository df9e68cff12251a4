import { homeContent } from '../../content/screens/home';
import { site } from '../../content/site';
import { messageFormAction } from '../../lib/message-form-action';
import { defineRouteModule } from '../../lib/route-kit';
import { organizationLd } from '../../lib/organization-ld';
import { FEATURED_VARIANTS, HomePage, homeLoader } from '../../pages/HomePage';

export default defineRouteModule({
  Component: HomePage,
  loader: homeLoader,
  action: (args) => messageFormAction(args, '/'),
  variants: FEATURED_VARIANTS,
  head: ({ appUrl, contact }) => ({
    title: homeContent.meta.title,
    description: homeContent.meta.description,
    keywords: site.defaultKeywords,
    jsonLd: [organizationLd(appUrl, contact)],
  }),
});
