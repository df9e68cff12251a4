import { practicePath } from '../../content/practices';
import { teachingHead } from '../../lib/course-head';
import { defineRouteModule } from '../../lib/route-kit';
import { PracticeDetailPage, practiceCrumbs, practiceLoader } from '../../pages/PracticeDetailPage';

export default defineRouteModule({
  Component: PracticeDetailPage,
  loader: practiceLoader,
  head: ({ data, appUrl }) => {
    const { practice } = data;
    return teachingHead(appUrl, practice, {
      description: practice.introduction,
      courseDescription: practice.description,
      path: practicePath(practice),
      level: practice.pageLevel,
      crumbs: practiceCrumbs(practice),
    });
  },
});
