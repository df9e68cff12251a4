import { blogContent } from '../../content/screens/blog';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { BlogPage, blogCrumbs } from '../../pages/BlogPage';

export default defineRouteModule({
  Component: BlogPage,
  head: ({ appUrl }) => withBreadcrumbs(blogContent.meta, appUrl, blogCrumbs),
});
