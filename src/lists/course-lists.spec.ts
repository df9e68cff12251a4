import { courses } from '../../client/content/courses';
import { COURSE_LISTS, NEWS_LIST } from './course-lists';

describe('COURSE_LISTS', () => {
  it('names every course of the pages, with the same title and whether it is upcoming', () => {
    expect(COURSE_LISTS).toEqual(
      courses.map((course) => ({
        slug: course.slug,
        title: course.title,
        upcoming: course.type === 'upcoming',
      })),
    );
  });

  it('keeps the news list apart from every course', () => {
    expect(COURSE_LISTS.map((course) => course.slug)).not.toContain(NEWS_LIST);
  });
});
