import { courses } from '../../client/content/courses';
import { COURSE_LISTS, NEWS_LIST } from './course-lists';

describe('COURSE_LISTS', () => {
  it('is the catalogue the pages show, in their order', () => {
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
