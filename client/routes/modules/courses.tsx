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
  head: ({ appUrl }) => ({
    title: coursesIntro.meta.title,
    description: coursesIntro.meta.description,
    keywords: COURSE_KEYWORDS,
    jsonLd: [courseListLd(appUrl)],
  }),
});
