import type { ComponentType } from 'react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type Params } from 'react-router';
import type { PageHead } from '../head';

/** What a route's head function is given. */
export interface HeadArgs<D> {
  data: D;
  params: Params;
  pathname: string;
  appUrl: string;
  contact: { phone?: string; email: string };
}

/**
 * What a lazily loaded route module provides: the page, its data and its head tags. Each module is
 * its own chunk, so a page's code and content load only where that page is shown.
 */
export interface RouteModule<D = unknown> {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => D | Promise<D>;
  /**
   * Takes the page's form when it is posted natively (before or without JavaScript): the server
   * passes the POST to `handler.query`, and the page renders what this returns (`useActionData`)
   * or follows its redirect.
   */
  action?: (args: ActionFunctionArgs) => unknown;
  head: (args: HeadArgs<D>) => PageHead;
  /** Server-chosen variants of the page (Home's random featured courses), each cached apart. */
  variants?: number;
}

/** Keeps a module's loader data type flowing into its head function. */
export function defineRouteModule<D>(module: RouteModule<D>): RouteModule<unknown> {
  return module as RouteModule<unknown>;
}

/** One page of the site in the route table: the router, sitemap and route tests derive from it. */
export interface SiteRoute<M extends string = string> {
  /** Path pattern, e.g. "/courses/:slug". */
  path: string;
  /** The route module that renders it (client/routes/modules/{module}.tsx). */
  module: M;
  /** Private pages and aliases stay out of the sitemap and carry noindex. */
  indexable?: boolean;
  /**
   * 'shared' (default): the server may reuse the page's HTML for every visitor; 'none': always
   * render (account pages).
   */
  renderCache?: 'shared' | 'none';
}

/** What the router's handle carries for each page once its module has loaded. */
export interface RouteHandle {
  head: RouteModule['head'];
  indexable: boolean;
}

/** The head of a matched route: its module's head tags, noindex where the table says so. */
export function routeHead(handle: RouteHandle, args: HeadArgs<unknown>): PageHead {
  const head = handle.head(args);
  return handle.indexable ? head : { ...head, noindex: true };
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

/** The families whose unknown slugs have their own not-found view. */
export type NotFoundKind =
  | 'page'
  | 'course'
  | 'practice'
  | 'class'
  | 'text'
  | 'meditation'
  // Not a missing page: a signed-in member on a page of the admin area (status 403).
  | 'forbidden';

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

/**
 * The full page of the entry with this slug (its card joined with its body), or 404 with the
 * family's not-found view. The bodies are a chunk of their own that `loadPages` imports, so a page
 * whose loader calls this carries no body in its first-load JavaScript: a first visit gets its one
 * body in the hydration data (docs/decisions/0064-first-load-javascript.md).
 */
export async function pageOr404<Page>(
  find: (slug: string) => { slug: string } | undefined,
  slug: string | undefined,
  kind: NotFoundKind,
  loadPages: () => Promise<(slug: string) => Page | undefined>,
): Promise<Page> {
  const card = findOr404(find, slug, kind);
  const findPage = await loadPages();
  // Every card has its body (client/content/bodies.spec.ts).
  return findPage(card.slug)!;
}

/** The path of the request a loader answers, e.g. "/privacy-policy". */
export function requestPath(request: Request): string {
  return new URL(request.url).pathname;
}
