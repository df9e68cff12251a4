import { courses, findCourse } from '../content/courses';
import { fewMoreClasses, findFewMoreClass } from '../content/few-more';
import { comingSoonContent, coursesIntro } from '../content/pages';
import { findPractice, practices } from '../content/practices';
import type { PageHead } from '../head';
import { defineRoute, type HeadArgs, type SiteRoute } from '../lib/route-kit';
import { breadcrumbLd, courseLd } from '../lib/structured-data';
import {
  ComingSoonPage,
  comingSoonCrumbs,
  findUpcomingOption,
  upcomingOptions,
  type ComingSoonData,
} from '../pages/ComingSoonPage';
import {
  CourseDetailPage,
  courseCrumbs,
  courseLoader,
  coursePath,
} from '../pages/CourseDetailPage';
import { CoursesPage } from '../pages/CoursesPage';
import { classCrumbs, classLoader, classPath, FewMoreClassPage } from '../pages/FewMoreClassPage';
import {
  PracticeDetailPage,
  practiceCrumbs,
  practiceLoader,
  practicePath,
} from '../pages/PracticeDetailPage';

const KEYWORDS = 'Pragya Trust, Varanasi, Advaita Vedanta, Vedanta course, spiritual practice';

/** "Title: Subtitle" when it stays a readable tab title, else the title alone. */
function pageTitle(title: string, subtitle: string): string {
  const both = `${title}: ${subtitle}`;
  return both.length <= 60 ? both : title;
}

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

function courseHead({ data, appUrl }: HeadArgs<{ slug: string }>): PageHead {
  const course = findCourse(data.slug);
  if (!course) return { title: 'Courses', description: coursesIntro.meta.description };
  return {
    title: pageTitle(course.title, course.subtitle),
    description: course.summary,
    keywords: `${course.title}, ${course.subtitle}, ${KEYWORDS}`,
    jsonLd: [
      courseLd(appUrl, {
        title: course.title,
        description: course.summary,
        path: coursePath(course),
        level: course.level,
      }),
      breadcrumbLd(appUrl, courseCrumbs(course)),
    ],
  };
}

function practiceHead({ data, appUrl }: HeadArgs<{ slug: string }>): PageHead {
  const practice = findPractice(data.slug);
  if (!practice) return { title: 'Courses', description: coursesIntro.meta.description };
  return {
    title: pageTitle(practice.title, practice.subtitle),
    // The head cuts this to 160 characters at a word boundary.
    description: practice.introduction,
    keywords: `${practice.title}, ${practice.subtitle}, ${KEYWORDS}`,
    jsonLd: [
      courseLd(appUrl, {
        title: practice.title,
        description: practice.description,
        path: practicePath(practice),
        level: practice.pageLevel,
      }),
      breadcrumbLd(appUrl, practiceCrumbs(practice)),
    ],
  };
}

function classHead({ data, appUrl }: HeadArgs<{ slug: string }>): PageHead {
  const cls = findFewMoreClass(data.slug);
  if (!cls) return { title: 'Courses', description: coursesIntro.meta.description };
  return {
    title: pageTitle(cls.title, cls.subtitle),
    description: cls.summary,
    keywords: `${cls.title}, ${cls.subtitle}, ${KEYWORDS}`,
    jsonLd: [
      courseLd(appUrl, { title: cls.title, description: cls.summary, path: classPath(cls) }),
      breadcrumbLd(appUrl, classCrumbs(cls)),
    ],
  };
}

function comingSoonHead({ data, appUrl }: HeadArgs<ComingSoonData | null>): PageHead {
  const upcoming = findUpcomingOption(data);
  if (!upcoming) {
    return { title: comingSoonContent.meta.title, description: comingSoonContent.meta.description };
  }
  const { cls, option } = upcoming;
  return {
    title: `${cls.title} ${option.title}: Coming Soon`,
    description: `${cls.title}, ${option.title.toLowerCase()}: ${option.description} Write to us to be notified when it opens.`,
    jsonLd: [breadcrumbLd(appUrl, comingSoonCrumbs(upcoming))],
  };
}

/** Courses, course details, practices and few-more classes. */
export const courseRoutes: SiteRoute[] = [
  defineRoute({
    path: '/courses',
    Component: CoursesPage,
    head: ({ appUrl }) => ({
      title: coursesIntro.meta.title,
      description: coursesIntro.meta.description,
      keywords: KEYWORDS,
      jsonLd: [courseListLd(appUrl)],
    }),
  }),
  defineRoute({
    path: '/courses/:slug',
    Component: CourseDetailPage,
    loader: courseLoader,
    head: courseHead,
    paths: () => courses.map(coursePath),
  }),
  defineRoute({
    path: '/courses/other/:slug',
    Component: PracticeDetailPage,
    loader: practiceLoader,
    head: practiceHead,
    paths: () => practices.map(practicePath),
  }),
  // The alias renders the same page; it stays out of the sitemap and search results.
  defineRoute({
    path: '/other-courses/:slug',
    Component: PracticeDetailPage,
    loader: practiceLoader,
    head: (args) => ({ ...practiceHead(args), noindex: true }),
    paths: () => practices.map((practice) => `/other-courses/${practice.slug}`),
    indexable: false,
  }),
  defineRoute({
    path: '/courses/few-more/:slug',
    Component: FewMoreClassPage,
    loader: classLoader,
    head: classHead,
    paths: () => fewMoreClasses.map(classPath),
  }),
  // Each announced class option (Asparsha Yoga's 3 and 7 day courses) has its coming-soon page.
  ...upcomingOptions().map(({ cls, option }) =>
    defineRoute<ComingSoonData>({
      path: option.href,
      Component: ComingSoonPage,
      loader: () => ({ classSlug: cls.slug, optionTitle: option.title }),
      head: comingSoonHead,
    }),
  ),
  defineRoute<ComingSoonData | null>({
    path: '/coming-soon',
    Component: ComingSoonPage,
    loader: () => null,
    head: comingSoonHead,
  }),
];
