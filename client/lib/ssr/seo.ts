import type { StaticHandlerContext } from 'react-router';
import type { SitePath } from '../../../src/ssr/render-contract';
import type { AppContextValue } from '../../app-context';
import { siteRoutes } from '../../routes';
import { concretePaths, indexablePaths } from '../../routes/paths';
import { routeHead, type RouteHandle } from '../route-kit';

/** What crawlers read besides the pages: JSON-LD, the sitemap and robots.txt, all from the route table. */

/** The JSON-LD of the deepest matched page (crawlers read it from the first HTML). */
export function structuredData(context: StaticHandlerContext, app: AppContextValue): object[] {
  if (context.errors) return [];
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const match = context.matches[i];
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.head) {
      return (
        routeHead(handle, {
          data: context.loaderData[match.route.id],
          params: match.params,
          pathname: match.pathname,
          appUrl: app.appUrl,
          contact: app.contact,
        }).jsonLd ?? []
      );
    }
  }
  return [];
}

/** sitemap.xml: every indexable route, with absolute URLs. */
export function sitemapXml(appUrl: string): string {
  const urls = indexablePaths()
    .map((path) => `  <url><loc>${appUrl}${path === '/' ? '/' : path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The paths of the signed-in area (private, never cached, never indexed) in the route table. */
function isSignedInArea(route: (typeof siteRoutes)[number]): boolean {
  return route.renderCache === 'none' && route.indexable === false;
}

/**
 * Every concrete address of the route table, and whether it belongs to the signed-in area (private,
 * never cached): what the HTML checker walks (test/e2e/html-validity.e2e-spec.ts), so a page added
 * to the table is checked without a change there.
 */
export function sitePaths(): SitePath[] {
  return siteRoutes.flatMap((route) =>
    concretePaths(route).map((path) => ({
      path,
      signedIn: isSignedInArea(route),
    })),
  );
}

/**
 * robots.txt: everything public may be crawled; the API and the signed-in area of the route table
 * may not (each path up to its first parameter, once); the sitemap is named.
 */
export function robotsTxt(appUrl: string): string {
  const prefixes: string[] = ['/api/'];
  for (const route of siteRoutes.filter(isSignedInArea)) {
    const prefix = route.path.split('/:')[0];
    if (!prefixes.some((known) => prefix.startsWith(known))) prefixes.push(prefix);
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...prefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
