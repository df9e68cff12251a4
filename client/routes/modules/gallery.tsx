import { galleryContent } from '../../content/screens/gallery';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { GalleryPage, galleryCrumbs } from '../../pages/GalleryPage';

export default defineRouteModule({
  Component: GalleryPage,
  head: ({ appUrl }) => withBreadcrumbs(galleryContent.meta, appUrl, galleryCrumbs),
});
