import { classPath, findFewMoreClass } from '../../content/few-more';
import { teachingHead } from '../../lib/course-head';
import { defineRouteModule } from '../../lib/route-kit';
import { classCrumbs, classLoader, FewMoreClassPage } from '../../pages/FewMoreClassPage';

export default defineRouteModule({
  Component: FewMoreClassPage,
  loader: classLoader,
  head: ({ data, appUrl }) => {
    // The loader answers 404 for unknown slugs, so the class is always there.
    const cls = findFewMoreClass(data.slug)!;
    return teachingHead(appUrl, cls, {
      description: cls.summary,
      path: classPath(cls),
      crumbs: classCrumbs(cls),
    });
  },
});
