import { coursePath, courses } from '../content/courses';
import { classPath, fewMoreClasses } from '../content/few-more';
import { meditations } from '../content/meditation';
import { practicePath, practices } from '../content/practices';
import { vedanticTexts } from '../content/vedantic-texts';
import { upcomingOptions } from '../pages/ComingSoonPage';
import { siteRoutes } from './index';

/**
 * The concrete addresses of each route with parameters, from the content. Server-only (sitemap.xml
 * and the route tests): the browser never needs the whole content to route.
 */
const dynamicPaths: Record<string, () => string[]> = {
  '/courses/:slug': () => courses.map(coursePath),
  '/courses/other/:slug': () => practices.map(practicePath),
  '/other-courses/:slug': () => practices.map((practice) => `/other-courses/${practice.slug}`),
  '/courses/few-more/:slug': () => fewMoreClasses.map(classPath),
  '/courses/few-more/:slug/:option': () => upcomingOptions().map(({ option }) => option.href),
  '/resources/vedantic-texts/:slug': () =>
    vedanticTexts.map((text) => `/resources/vedantic-texts/${text.slug}`),
  '/meditation/:slug': () => meditations.map((practice) => `/meditation/${practice.slug}`),
  '/lists/:step': () => ['/lists/confirm', '/lists/unsubscribe'],
  '/account/:page': () => ['/account/confirm-email', '/account/deleted'],
};

/**
 * Routes whose pages the database holds (events, articles, albums): sitemap.xml lists them from the
 * database (SitemapEntries), and their specs render real ones; the route table has no example of
 * its own.
 */
export const databaseRoutes = new Set(['/events/:slug', '/blog/:slug', '/gallery/:album']);

/** The concrete paths of a route (its static path, or those its content lists). */
export function concretePaths(route: { path: string }): string[] {
  const listed = dynamicPaths[route.path];
  if (listed) return listed();
  return route.path.includes(':') || route.path.includes('*') ? [] : [route.path];
}

/** Every concrete, indexable address of the site, for the sitemap and the route tests. */
export function indexablePaths(): string[] {
  return siteRoutes.filter((route) => route.indexable !== false).flatMap(concretePaths);
}

/** Every concrete address, private pages included. */
export function allPaths(): string[] {
  return siteRoutes.flatMap(concretePaths);
}
