import type { LoaderFunctionArgs } from 'react-router';
import { deferred, renderEagerly } from '../../lib/deferred';

const load = () => import('./CourseRunsPage');

/**
 * The course runs section is a chunk of its own, as the articles section is: the server renders it
 * at once (its loader hands it over first), the browser hydrates it when the chunk arrives, so the
 * admin route's first load does not carry its form.
 */
export const CourseRunsPage = deferred('CourseRunsPage', async () => (await load()).CourseRunsPage);

export async function courseRunsLoader(args: LoaderFunctionArgs): Promise<unknown> {
  const module = await load();
  if (typeof document === 'undefined') renderEagerly({ CourseRunsPage: module.CourseRunsPage });
  return module.courseRunsLoader(args);
}
