import type { RouteObject } from 'react-router';
import { notFound, type RouteHandle, type SiteRoute } from '../lib/route-kit';
import { ADMIN_PATHS } from '../pages/admin/admin-paths';
import { Root, RootErrorBoundary } from '../root';
import { loadRouteModule, type RouteModuleName } from './modules';

type Route = SiteRoute<RouteModuleName>;

/** Account pages are rendered afresh every time: they are never served from the render cache. */
function accountPage(path: string, module: RouteModuleName, indexable = true): Route {
  return { path, module, indexable, renderCache: 'none' };
}

/** The legal pages, each at the top level under its content slug. */
export const legalPaths = ['/privacy-policy', '/terms-conditions', '/disclaimer'];

/**
 * The route table: every page of the site, in one list. The router, each page's head tags,
 * sitemap.xml and the route tests are all derived from it; what each page shows and says lives in
 * its route module, loaded only where it is needed.
 */
export const siteRoutes: Route[] = [
  { path: '/', module: 'home' },
  { path: '/courses', module: 'courses' },
  { path: '/courses/:slug', module: 'course-detail' },
  { path: '/courses/other/:slug', module: 'practice-detail' },
  // The alias renders the same page; it stays out of the sitemap and search results.
  { path: '/other-courses/:slug', module: 'practice-detail', indexable: false },
  { path: '/courses/few-more/:slug', module: 'few-more-class' },
  // Announced class options (Asparsha Yoga's 3 and 7 day courses) each have a coming-soon page.
  { path: '/courses/few-more/:slug/:option', module: 'coming-soon' },
  { path: '/coming-soon', module: 'coming-soon' },
  { path: '/about', module: 'about' },
  { path: '/resources', module: 'resources' },
  { path: '/resources/vedantic-texts/:slug', module: 'vedantic-text' },
  { path: '/resources/recordings', module: 'recordings' },
  { path: '/blog', module: 'blog' },
  { path: '/blog/:slug', module: 'blog' },
  { path: '/contact', module: 'contact' },
  { path: '/meditation', module: 'meditation-list' },
  { path: '/meditation/:slug', module: 'meditation' },
  { path: '/pitcs', module: 'pitcs' },
  { path: '/pragya-academy/pitcs', module: 'pitcs', indexable: false },
  { path: '/events', module: 'events' },
  { path: '/events/:slug', module: 'events-detail' },
  { path: '/gallery', module: 'gallery' },
  { path: '/gallery/:album', module: 'gallery' },
  // The practice companion: the same page for everyone (the member's journal loads in the browser).
  { path: '/practice', module: 'practice' },
  // The study aids: one module (client/routes/modules/study.tsx).
  ...['/search', '/glossary', '/reading-path'].map((path): Route => ({ path, module: 'study' })),
  ...legalPaths.map((path): Route => ({ path, module: 'legal' })),
  accountPage('/login', 'login'),
  accountPage('/register', 'register'),
  accountPage('/forgot-password', 'forgot-password'),
  accountPage('/reset-password', 'reset-password', false),
  accountPage('/verify-email', 'verify-email', false),
  accountPage('/auth/callback', 'auth-callback', false),
  accountPage('/dashboard', 'dashboard', false),
  accountPage('/account', 'account', false),
  // /account/confirm-email (the link of a change of address) and /account/deleted (the farewell).
  accountPage('/account/:page', 'account', false),
  // /lists/confirm (the double opt-in link) and /lists/unsubscribe (the link in list mails).
  accountPage('/lists/:step', 'verify-email', false),
  // The admin area: rendered for the admin alone, never cached, never indexed or in the sitemap;
  // one route module (its own chunks) shows each section.
  ...ADMIN_PATHS.map((path) => accountPage(path, 'admin', false)),
];

/** A page's router entry: its id is its path pattern; loader, page and head arrive with its module. */
function toRouteObject(route: Route): RouteObject {
  const lazy = async () => {
    const { Component, loader, action, head } = await loadRouteModule(route.module);
    const handle: RouteHandle = { head, indexable: route.indexable !== false };
    return {
      Component,
      handle,
      ...(loader ? { loader } : {}),
      ...(action ? { action } : {}),
    };
  };
  return route.path === '/'
    ? { id: route.path, index: true, lazy }
    : { id: route.path, path: route.path.slice(1), lazy };
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
        id: 'not-found',
        path: '*',
        loader: () => notFound('page'),
        Component: () => null,
      },
    ],
  },
];

/**
 * The table entry behind a router entry (looked up by the id toRouteObject gave it). A search, not
 * a Map built as the module loads: the browser's entry, which never calls it, would carry the Map.
 */
export function siteRouteById(id: string): Route | undefined {
  return siteRoutes.find((route) => route.path === id);
}
