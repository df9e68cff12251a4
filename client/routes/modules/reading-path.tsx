import { readingPath } from '../../content/reading-path';
import { defineRouteModule } from '../../lib/route-kit';
import { ReadingPathPage } from '../../pages/ReadingPathPage';

export default defineRouteModule({
  Component: ReadingPathPage,
  head: () => readingPath.meta,
});
