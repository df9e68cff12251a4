import { coursePath, courses } from '../../content/courses';
import { coursesIntro } from '../../content/screens/courses-intro';
import { COURSE_KEYWORDS } from '../../lib/course-head';
import { defineRouteModule } from '../../lib/route-kit';
import { courseLd } from '../../lib/structured-data';
import { CoursesPage } from '../../pages/CoursesPage';

/** The Courses page lists every course as a schema.org ItemList of Course. */
function courseListLd(appUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: courseLd(appUrl, {
        title: course.title,
        description: course.summary,
        path: coursePath(course),
        level: course.level,
      }),
    })),
  };
}

export default defineRouteModule({
  Component: CoursesPage,
  /**
   * Each course's next start, by slug (an error answer names no course). The API client is
   * imported here, off the page's first load: the loader runs on the server and on later visits.
   */
  loader: (args) =>
    import('../../lib/public-api')
      .then((api) => api.publicApi(args, '/api/course-runs/next'))
      .then((next) => next.data ?? {}),
  head: ({ appUrl }) => ({
    title: coursesIntro.meta.title,
    description: coursesIntro.meta.description,
    keywords: COURSE_KEYWORDS,
    jsonLd: [courseListLd(appUrl)],
  }),
});
