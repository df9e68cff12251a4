/**
 * The courses a Register Interest list can belong to, as the server knows them. The pages' course
 * content is client code (client/content/courses.ts), which the server build does not include;
 * course-lists.spec.ts keeps the two in step.
 */
export interface CourseList {
  slug: string;
  title: string;
  upcoming: boolean;
}

export const COURSE_LISTS: readonly CourseList[] = [
  { slug: 'drg-drsya-viveka', title: 'Dṛg-Dṛśya-Viveka', upcoming: true },
  { slug: 'darsana-sarvasvam', title: 'Darśana Sarvasvam', upcoming: true },
  { slug: 'siddhanta-lesha-sangraha', title: 'Siddhānta Leśa Saṅgraha', upcoming: true },
  { slug: 'viveka-chudamani', title: 'Vivekacūḍāmaṇi', upcoming: false },
  { slug: 'sadhana-panchakam', title: 'Sādhana Pañcakam', upcoming: false },
  { slug: 'tattvabodha', title: 'Tattvabodha', upcoming: false },
  { slug: 'sanskrit-class', title: 'Sanskrit Class', upcoming: false },
];

/** The Stay Connected list. No course has this slug. */
export const NEWS_LIST = 'news';

export function findCourseList(slug: string): CourseList | undefined {
  return COURSE_LISTS.find((course) => course.slug === slug);
}

/** The course whose interest list may be joined now: known and upcoming. */
export function upcomingCourse(slug: string): CourseList | undefined {
  const course = findCourseList(slug);
  return course?.upcoming ? course : undefined;
}

/** What a list is called in mails and on admin pages. */
export function listTitle(list: string): string {
  // An event's registrants (src/events/attendee-messages.ts): written to through the same queue.
  if (/^event-[0-9a-f-]{36}$/.test(list)) return 'an event you registered for';
  return list === NEWS_LIST ? 'News from Pragya Trust' : (findCourseList(list)?.title ?? list);
}
