import type { LoaderFunctionArgs } from 'react-router';
import { deferred, renderEagerly } from '../../../lib/deferred';
import { articlesAdminLoader as loadArticles, type ArticlesAdminData } from './articles-admin-data';

const load = async () => (await import('./ArticlesAdminPage')).ArticlesAdminPage;

/**
 * The articles section is a chunk of its own (the editor and the blog's styles for its preview),
 * loaded only on /admin/articles: the admin area's other pages stay within their budget. The
 * server renders it at once (its loader hands it over first); the browser hydrates it when the
 * chunk arrives.
 */
export const ArticlesAdminSection = deferred('ArticlesAdminPage', load);

export async function articlesAdminLoader(args: LoaderFunctionArgs): Promise<ArticlesAdminData> {
  if (typeof document === 'undefined') renderEagerly({ ArticlesAdminPage: await load() });
  return loadArticles(args);
}
