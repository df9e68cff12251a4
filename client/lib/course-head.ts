import type { CourseCard, FewMoreClassCard, PracticeCard } from '../content/types';
import type { PageHead } from '../head';
import { breadcrumbLd, courseLd } from './structured-data';
import type { Crumb } from '../components/PageHero';

/** Keywords shared by the Courses list and every course, practice and class page. */
export const COURSE_KEYWORDS =
  'Pragya Trust, Varanasi, Advaita Vedanta, Vedanta course, spiritual practice';

/** "Title: Subtitle" when it stays a readable tab title, else the title alone. */
export function pageTitle(title: string, subtitle: string): string {
  const both = `${title}: ${subtitle}`;
  return both.length <= 60 ? both : title;
}

type Teaching = Pick<CourseCard | PracticeCard | FewMoreClassCard, 'title' | 'subtitle'>;

/** The head of a course, practice or class page: Course and BreadcrumbList structured data. */
export function teachingHead(
  appUrl: string,
  teaching: Teaching,
  page: {
    description: string;
    /** The Course's description, when it differs from the meta description. */
    courseDescription?: string;
    path: string;
    level?: string;
    crumbs: Crumb[];
  },
): PageHead {
  return {
    title: pageTitle(teaching.title, teaching.subtitle),
    // The head cuts this to 160 characters at a word boundary.
    description: page.description,
    keywords: `${teaching.title}, ${teaching.subtitle}, ${COURSE_KEYWORDS}`,
    jsonLd: [
      courseLd(appUrl, {
        title: teaching.title,
        description: page.courseDescription ?? page.description,
        path: page.path,
        level: page.level,
      }),
      breadcrumbLd(appUrl, page.crumbs),
    ],
  };
}
