import { createHash } from 'node:crypto';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import type {
  CachedPage,
  ClientAssets,
  LoaderContext,
  RenderFailure,
  RenderOptions,
  RenderRequest,
  RenderResult,
  SearchResult,
} from '../src/ssr/render-contract';
import { AppContext, type AppContextValue } from './app-context';
import { CodeField } from './components/CodeField';
import { Footer } from './components/Footer';
import { VaranasiMap } from './components/InfoIllustrations';
import { InterestCard } from './components/InterestCard';
import { MemberAccount, MemberMobileLinks } from './components/MemberAccount';
import { YouTubeEmbed } from './components/YouTubePlayer';
import { renderEagerly } from './lib/deferred';
import { RenderCache } from './lib/render-cache';
import { VARIANT_HEADER, type SiteRoute } from './lib/route-kit';
import { errorDocument, NONCE_PLACEHOLDER, pageDocument, routeFailure } from './lib/ssr/document';
import { structuredData } from './lib/ssr/seo';
import { ErrorDocument } from './root';
import { routeObjects, siteRouteById } from './routes';
import { loadRouteModule, type RouteModuleName } from './routes/modules';
import { ErrorPage } from './pages/ErrorPage';
import { searchSite } from './search/site-search';

export { indexPublished, searchIndexFigures } from './search/site-search';
export { robotsTxt, sitemapXml, sitePaths } from './lib/ssr/seo';
import { NotFoundPage } from './pages/NotFoundPage';
import { ExploreOtherCourses } from './pages/course/OtherCourses';
import { EventsAdminPage } from './pages/admin/events/EventsAdminPage';
import { HomeEvents } from './pages/events/HomeEvents';
import { RegistrationCard } from './pages/events/RegistrationCard';
import { NextRun } from './pages/course/NextRun';

// The browser loads these as chunks when shown; the server's HTML has them from the start.
renderEagerly({
  CodeField,
  EventsAdminPage,
  ExploreOtherCourses,
  Footer,
  HomeEvents,
  InterestCard,
  MemberAccount,
  MemberMobileLinks,
  NextRun,
  NotFoundPage,
  ErrorPage,
  RegistrationCard,
  VaranasiMap,
  YouTubeEmbed,
});

interface RenderedPage extends CachedPage {
  failure?: RenderFailure;
}

/** Rendered shared pages by path and variant: a few hundred pages at most on this site. */
const cache = new RenderCache<RenderedPage>(500);
/**
 * Renders of shareable pages under way, by cache key: the requests that arrive for a page while
 * it is being rendered wait for that render instead of starting their own (a cold start under
 * load would otherwise render each page once per open connection).
 */
const rendering = new Map<string, ReturnType<typeof renderPage>>();
/** Moves on every clear: a render begun before one is not kept in the cache after it. */
let generation = 0;

const handler = createStaticHandler(routeObjects);

/** Matched routes by path: matching ranks the whole route table, too slow to repeat per request. */
const matchedRoutes = new RenderCache<SiteRoute<RouteModuleName> | null>(2000);

/** The route table's entry for the page at this path (none for unknown addresses). */
function matchedSiteRoute(pathname: string): SiteRoute<RouteModuleName> | undefined {
  let route = matchedRoutes.get(pathname);
  if (route === undefined) {
    const leaf = matchRoutes(routeObjects, pathname)?.at(-1);
    route = (leaf?.route.id && siteRouteById(leaf.route.id)) || null;
    matchedRoutes.set(pathname, route);
  }
  return route ?? undefined;
}

/** How the matched page may be cached: shared or not, and how many variants it has. */
async function cachePolicy(pathname: string): Promise<{ shared: boolean; variants: number }> {
  const route = matchedSiteRoute(pathname);
  if (!route) return { shared: false, variants: 1 };
  const module = await loadRouteModule(route.module);
  return { shared: route.renderCache !== 'none', variants: module.variants ?? 1 };
}

/**
 * The scripts of one page: the entry's chunks and those of the page's route module; and, where
 * the page inlines only its own rules, the whole stylesheet's address.
 */
function pageAssets(
  assets: ClientAssets,
  pathname: string,
  ownStyles: boolean,
): AppContextValue['assets'] {
  const route = matchedSiteRoute(pathname);
  const own = route ? (assets.routes[route.module] ?? []) : [];
  return {
    entry: assets.entry,
    preload: [...assets.preload, ...own],
    inlineStyles: Boolean(assets.styles),
    ...(ownStyles && assets.stylesheet ? { stylesheet: assets.stylesheet } : {}),
  };
}

async function renderPage(
  url: URL,
  request: RenderRequest,
  options: RenderOptions,
  variant: number,
): Promise<RenderedPage | { status: number; redirect: string }> {
  const headers: Record<string, string> = {
    ...request.headers,
    [VARIANT_HEADER]: String(variant),
  };
  // A posted form arrives here parsed and encoded again: its length is the new body's.
  delete headers['content-length'];
  if (request.method !== 'GET') headers['content-type'] = 'application/x-www-form-urlencoded';
  // Loaders get the signed-in member (and the API on their behalf) as their context.
  const requestContext: LoaderContext = {
    ...(request.viewer ? { viewer: request.viewer } : {}),
    ...(request.publicApi ? { publicApi: request.publicApi } : {}),
  };
  const posted = request.method === 'GET' ? undefined : (request.body ?? '');
  // The home page is the root's index route: React Router sends a POST to `/` to the root's own
  // action unless the address says `?index`, and the page's form posts to plain `/`.
  const target = new URL(url);
  if (posted !== undefined && target.pathname === '/') target.searchParams.set('index', '');
  const context = await handler.query(
    new Request(target, { method: request.method, headers, body: posted }),
    { requestContext },
  );
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // A visitor's page carries its own rules only; a member's (rendered for each request, never
  // a first visit) the whole sheet, which costs no matching.
  const pageStyles = request.viewer ? undefined : options.pageStyles;
  const app: AppContextValue = {
    appUrl: options.appUrl,
    assets: pageAssets(options.assets, url.pathname, Boolean(pageStyles)),
    contact: options.contact,
    ...(request.viewer ? { viewer: request.viewer.user } : {}),
    // Error pages show it, so the visitor can quote what the log holds; they are never cached.
    ...(context.statusCode >= 500 ? { requestId: request.requestId } : {}),
  };
  const body = renderToString(
    <StrictMode>
      <AppContext.Provider value={app}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppContext.Provider>
    </StrictMode>,
  );
  const own = pageStyles && app.assets.stylesheet ? await pageStyles(body) : undefined;
  const template = pageDocument({
    body,
    // The rest's address is known once the page's HTML is: the start script reads it.
    app: own?.rest
      ? {
          ...app,
          assets: { ...app.assets, rest: own.rest, ...(own.rules && { rules: own.rules }) },
        }
      : app,
    context,
    assets: options.assets,
    jsonLd: structuredData(context, app),
    pageFace: options.pageFace,
    ...(own && app.assets.stylesheet
      ? { ownStyles: { text: own.text, href: app.assets.stylesheet } }
      : {}),
  });
  // Weak: the bytes sent differ by nonce and by content coding, the page they carry does not.
  const etag = `W/"${createHash('sha1').update(template).digest('base64url')}"`;
  return { status: context.statusCode, template, etag, failure: routeFailure(context) };
}

/**
 * Renders a page (or answers its redirect). Pages that are the same for every visitor are kept in
 * a bounded cache; each response still gets its own CSP nonce.
 */
export async function render(
  request: RenderRequest,
  options: RenderOptions,
): Promise<RenderResult> {
  const url = new URL(request.url, options.appUrl);
  const policy = await cachePolicy(url.pathname);
  const variant = Math.floor(Math.random() * policy.variants);
  const cacheable =
    options.renderCache &&
    policy.shared &&
    !url.search &&
    request.method === 'GET' &&
    !request.viewer;
  const key = `${url.pathname}|${variant}`;
  let page = cacheable ? cache.get(key) : undefined;
  const inFlight = page ? undefined : cacheable ? rendering.get(key) : undefined;
  const joined = inFlight ? await inFlight.catch(() => undefined) : undefined;
  // Only a page that came out as it does for everyone is shared with those waiting; anything else
  // (a redirect, the first requester's refused API call) each request renders for itself.
  if (!page && joined && !('redirect' in joined) && joined.status === 200) page = joined;
  if (!page) {
    const since = generation;
    const own = renderPage(url, request, options, variant);
    if (cacheable && !inFlight) {
      rendering.set(key, own);
      const settled = () => {
        if (rendering.get(key) === own) rendering.delete(key);
      };
      own.then(settled, settled);
    }
    const rendered = await own;
    if ('redirect' in rendered) return rendered;
    page = rendered;
    // A page the cache was cleared under while it rendered (new content published) is answered
    // once and kept nowhere: shared, the server would keep answering it before the renderer.
    if (!cacheable || page.status !== 200 || since !== generation) {
      return {
        status: page.status,
        html: page.template.replaceAll(NONCE_PLACEHOLDER, request.nonce),
        etag: page.etag,
        ...(page.failure ? { failure: page.failure } : {}),
      };
    }
    cache.set(key, page);
  }
  // The server puts the nonce in itself: it keeps the page's bytes ready, compressed or not.
  const shared = { page, placeholder: NONCE_PLACEHOLDER, variant, variants: policy.variants };
  return { status: page.status, etag: page.etag, shared };
}

/** One route, the error page in the site's shell, whatever the address. */
const errorHandler = createStaticHandler([{ id: 'error', path: '*', Component: ErrorDocument }]);

/**
 * The site's shell around the error page, for a request whose rendering threw: no scripts and no
 * route data (either may be what failed), the request id shown for the visitor to quote.
 */
export async function renderErrorPage(
  request: RenderRequest,
  options: RenderOptions,
): Promise<string> {
  const url = new URL(request.url, options.appUrl);
  const context = await errorHandler.query(new Request(url));
  if (context instanceof Response) throw new Error('The error page answered a redirect');
  const router = createStaticRouter(errorHandler.dataRoutes, context);
  const app: AppContextValue = {
    appUrl: options.appUrl,
    assets: {
      entry: options.assets.entry,
      preload: [],
      inlineStyles: Boolean(options.assets.styles),
    },
    contact: options.contact,
    requestId: request.requestId,
  };
  const body = renderToString(
    <AppContext.Provider value={app}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppContext.Provider>,
  );
  return errorDocument(body, options.assets);
}

/** The site search: the pages matching a query, best first (GET /api/search asks this). */
export function search(query: string): SearchResult[] {
  return searchSite(query);
}

/** Forgets every rendered page (the server calls it when the site's data changed). */
export function clearRenderCache(): void {
  cache.clear();
  // A render under way may show what just changed: later requests start their own.
  rendering.clear();
  generation += 1;
}
