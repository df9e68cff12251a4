import { coursePath } from '../../content/courses';
import { teachingHead } from '../../lib/course-head';
import { defineRouteModule } from '../../lib/route-kit';
import { CourseDetailPage, courseCrumbs, courseLoader } from '../../pages/CourseDetailPage';

export default defineRouteModule({
  Component: CourseDetailPage,
  loader: courseLoader,
  head: ({ data, appUrl }) => {
    const { course } = data;
    return teachingHead(appUrl, course, {
      description: course.summary,
      path: coursePath(course),
      level: course.level,
      crumbs: courseCrumbs(course),
    });
  },
});
