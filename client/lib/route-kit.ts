import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, type Params } from 'react-router';
import type { PageHead } from '../head';

/** What a route's head function is given. */
export interface HeadArgs<D> {
  data: D;
  params: Params;
  pathname: string;
  appUrl: string;
  contact: { phone?: string; email: string };
}

/** One page of the site: the single source for the router, head tags, sitemap and route tests. */
export interface SiteRoute<D = unknown> {
  /** Path pattern, e.g. "/courses/:slug". */
  path: string;
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => D | Promise<D>;
  head: (args: HeadArgs<D>) => PageHead;
  /** Concrete paths for sitemap.xml and the route tests; defaults to `path` for static paths. */
  paths?: () => string[];
  /** Private pages (dashboard, token pages) stay out of the sitemap and carry noindex. */
  indexable?: boolean;
  /**
   * 'shared' (default): the server may reuse the page's HTML for every visitor; 'none': always
   * render (account pages).
   */
  renderCache?: 'shared' | 'none';
  /** Server-chosen variants of the page (Home's random featured courses), each cached apart. */
  variants?: number;
}

/** What the router's handle carries for each page. */
export interface RouteHandle {
  head: SiteRoute['head'];
  renderCache: 'shared' | 'none';
  variants: number;
}

/** Header through which the server tells a loader which variant of the page to render. */
export const VARIANT_HEADER = 'x-render-variant';

/** The variant the server chose for this render, or a random one (client-side navigation). */
export function renderVariant(request: Request, count: number): number {
  const chosen = Number(request.headers.get(VARIANT_HEADER));
  return Number.isInteger(chosen) && chosen >= 0 && chosen < count
    ? chosen
    : Math.floor(Math.random() * count);
}

/** Keeps each route's loader data type flowing into its head function. */
export function defineRoute<D>(route: SiteRoute<D>): SiteRoute<unknown> {
  return route as SiteRoute<unknown>;
}

/** The families whose unknown slugs have their own not-found view. */
export type NotFoundKind = 'page' | 'course' | 'practice' | 'class' | 'text' | 'meditation';

/** Thrown by a loader when the address names nothing: the root boundary renders a 404 view. */
export function notFound(kind: NotFoundKind): never {
  throw data({ kind }, { status: 404 });
}

/** Returns the entry with this slug, or answers 404 with the family's not-found view. */
export function findOr404<T>(
  find: (slug: string) => T | undefined,
  slug: string | undefined,
  kind: NotFoundKind,
): T {
  const found = slug ? find(slug) : undefined;
  if (!found) notFound(kind);
  return found;
}

/** The concrete paths of a route (its static path, or those listed by `paths`). */
export function concretePaths(route: SiteRoute): string[] {
  if (route.paths) return route.paths();
  return route.path.includes(':') || route.path.includes('*') ? [] : [route.path];
}
