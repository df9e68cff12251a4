import { classPath } from '../../content/few-more';
import { teachingHead } from '../../lib/course-head';
import { defineRouteModule } from '../../lib/route-kit';
import { classCrumbs, classLoader, FewMoreClassPage } from '../../pages/FewMoreClassPage';

export default defineRouteModule({
  Component: FewMoreClassPage,
  loader: classLoader,
  head: ({ data, appUrl }) => {
    const { cls } = data;
    return teachingHead(appUrl, cls, {
      description: cls.summary,
      path: classPath(cls),
      crumbs: classCrumbs(cls),
    });
  },
});
