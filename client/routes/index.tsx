import type { RouteObject } from 'react-router';
import { concretePaths, notFound, type RouteHandle, type SiteRoute } from '../lib/route-kit';
import { Root, RootErrorBoundary } from '../root';
import { accountRoutes } from './account.routes';
import { courseRoutes } from './courses.routes';
import { homeRoutes } from './home.routes';
import { infoRoutes } from './info.routes';

/**
 * The route table: every page of the site, in one list. The router, each page's head tags,
 * sitemap.xml and the route tests are all derived from it.
 */
export const siteRoutes: SiteRoute[] = [
  ...homeRoutes,
  ...courseRoutes,
  ...infoRoutes,
  ...accountRoutes,
];

function toRouteObject(route: SiteRoute): RouteObject {
  const handle: RouteHandle = {
    head: route.head,
    renderCache: route.renderCache ?? 'shared',
    variants: route.variants ?? 1,
  };
  const common = { loader: route.loader, Component: route.Component, handle };
  return route.path === '/' ? { index: true, ...common } : { path: route.path.slice(1), ...common };
}

/** The router's routes: the shell at the root, every page inside it, and a 404 for anything else. */
export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      ...siteRoutes.map(toRouteObject),
      {
        path: '*',
        loader: () => notFound('page'),
        Component: () => null,
      },
    ],
  },
];

/** Every concrete, indexable address of the site, for the sitemap and the route tests. */
export function indexablePaths(): string[] {
  return siteRoutes.filter((route) => route.indexable !== false).flatMap(concretePaths);
}

/** Every concrete address, private pages included. */
export function allPaths(): string[] {
  return siteRoutes.flatMap(concretePaths);
}
