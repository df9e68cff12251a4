/**
 * The seven Vedānta text courses, written once: the server's interest lists and course runs
 * (src/lists/course-lists.ts) and the pages' cards (client/content/courses.ts, which adds what
 * each card says) read this list, so a course added here is known to both builds. No server code
 * here: the client bundles this file.
 */
/** What both builds know of a course: the pages add what its card and page say. */
export interface CatalogueCourse {
  slug: string;
  title: string;
  upcoming: boolean;
}

export const COURSE_CATALOGUE = [
  { slug: 'drg-drsya-viveka', title: 'Dṛg-Dṛśya-Viveka', upcoming: true },
  { slug: 'darsana-sarvasvam', title: 'Darśana Sarvasvam', upcoming: true },
  { slug: 'siddhanta-lesha-sangraha', title: 'Siddhānta Leśa Saṅgraha', upcoming: true },
  { slug: 'viveka-chudamani', title: 'Vivekacūḍāmaṇi', upcoming: false },
  { slug: 'sadhana-panchakam', title: 'Sādhana Pañcakam', upcoming: false },
  { slug: 'tattvabodha', title: 'Tattvabodha', upcoming: false },
  { slug: 'sanskrit-class', title: 'Sanskrit Class', upcoming: false },
] as const satisfies readonly CatalogueCourse[];

/** The slug of a course of the catalogue. */
export type CourseSlug = (typeof COURSE_CATALOGUE)[number]['slug'];
