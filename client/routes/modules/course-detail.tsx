import type { ActionFunctionArgs } from 'react-router';
import { coursePath } from '../../content/courses';
import { teachingHead } from '../../lib/course-head';
import { defineRouteModule } from '../../lib/route-kit';
import { CourseDetailPage, courseCrumbs, courseLoader } from '../../pages/CourseDetailPage';

export default defineRouteModule({
  Component: CourseDetailPage,
  loader: courseLoader,
  // Only the server runs it (a native post): the browser's bundle carries none of it.
  action: import.meta.env.SSR
    ? async (args: ActionFunctionArgs) =>
        (await import('../../pages/course/interest-action')).interestAction(args)
    : undefined,
  head: ({ data, appUrl }) => {
    const { course, runs } = data;
    const head = teachingHead(appUrl, course, {
      description: course.summary,
      path: coursePath(course),
      level: course.level,
      crumbs: courseCrumbs(course),
    });
    // The Course gains its runs as CourseInstance, built by the server (src/course-runs).
    if (runs.length)
      Object.assign(head.jsonLd![0], { hasCourseInstance: runs.map((r) => r.jsonLd) });
    return head;
  },
});
