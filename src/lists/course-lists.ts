import { COURSE_CATALOGUE, type CatalogueCourse } from '../common/course-catalogue';

/** A course a Register Interest list can belong to: the catalogue both builds read. */
export type CourseList = CatalogueCourse;

export const COURSE_LISTS: readonly CourseList[] = COURSE_CATALOGUE;

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
