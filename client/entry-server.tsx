import { createHash } from 'node:crypto';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type {
  CachedPage,
  ClientAssets,
  LoaderContext,
  RenderFailure,
  RenderOptions,
  RenderRequest,
  RenderResult,
  SitePath,
  SearchResult,
} from '../src/ssr/render-contract';
import { AppContext, type AppContextValue } from './app-context';
import { CodeField } from './components/CodeField';
import { Footer } from './components/Footer';
import { VaranasiMap } from './components/InfoIllustrations';
import { InterestCard } from './components/InterestCard';
import { MemberAccount, MemberMobileLinks } from './components/MemberAccount';
import { YouTubeEmbed } from './components/YouTubePlayer';
import { jsonLdScript } from './head';
import { renderEagerly } from './lib/deferred';
import { withoutKept } from './lib/kept';
import { RenderCache } from './lib/render-cache';
import { routeHead, VARIANT_HEADER, type RouteHandle, type SiteRoute } from './lib/route-kit';
import { ErrorDocument } from './root';
import { routeObjects, siteRouteById, siteRoutes } from './routes';
import { loadRouteModule, type RouteModuleName } from './routes/modules';
import { concretePaths, indexablePaths } from './routes/paths';
import { ErrorPage } from './pages/ErrorPage';
import { searchSite } from './search/site-search';

export { indexPublished, searchIndexFigures } from './search/site-search';
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

/** Pages are rendered with this in place of the CSP nonce, so one rendering serves every response. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

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

/**
 * Starts the client once the page has painted: its text, styles and fonts have the connection to
 * themselves first, then every chunk the page needs is requested at once (no waterfall) and the
 * entry hydrates. "Painted" is the browser's own first-contentful-paint entry, which is reported
 * once the frame is on screen: animation-frame callbacks run on the page's thread before the
 * compositor has shown the frame, and on a busy device (or in Lighthouse's trace) the frame
 * could be shown after the scripts had been requested, which put them on the largest paint's path
 * (docs/decisions/0066-largest-paint.md). A browser without paint entries waits two animation
 * frames; a hidden tab (no frames, no paint) starts at once, and a tab hidden before its first
 * paint after three seconds. Scripts this nonce'd script adds are trusted through 'strict-dynamic'.
 *
 * The web faces are never switched on under a page already laid out: that switch was the longest
 * task after the first paint on the long pages (a layout of the whole page in the new faces,
 * docs/decisions/0120-the-main-thread-after-the-first-paint.md). Once the browser is idle after
 * the start, the faces the page's text needs are loaded into the cache (by the faces' unicode
 * ranges) and remembered; the next page (WEB_FACES_FIRST, or a client-side navigation in
 * client/entry-client.tsx) is laid out in them from its first paint.
 */
const START_CLIENT =
  '(function(){var a=window.__APP__.assets,done=0,P=window.PerformanceObserver;' +
  'function add(tag,props){var e=document.createElement(tag);Object.assign(e,props);document.head.appendChild(e)}' +
  "function kept(){try{localStorage.setItem('web-fonts','1')}catch(e){}}" +
  'function faces(){var f=document.fonts,t=document.body.textContent;' +
  "if(f&&f.load)Promise.all([f.load('1em Inter',t),f.load('1em \"Source Serif\"',t)]).then(kept,function(){})}" +
  'function idle(){(window.requestIdleCallback||setTimeout)(faces,{timeout:4000})}' +
  'function start(){if(done)return;done=1;' +
  "if(document.readyState==='complete')idle();else addEventListener('load',idle);" +
  "setTimeout(function(){a.preload.forEach(function(href){add('link',{rel:'modulepreload',href:href})});" +
  "setTimeout(function(){add('script',{type:'module',src:a.entry})},0)},0)}" +
  'function soon(){setTimeout(start,0)}' +
  "if(document.visibilityState!=='visible')return soon();" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();soon()}})" +
  ".observe({type:'paint',buffered:true});setTimeout(start,3000)}" +
  'else requestAnimationFrame(function(){requestAnimationFrame(soon)})})();';

/**
 * First in the head: when an earlier page has loaded the web faces (START_CLIENT), the meta the
 * stylesheet looks for is added before anything is laid out, so the page paints in the web faces
 * (from the cache) and is never laid out again for them.
 */
const WEB_FACES_FIRST =
  "try{if(localStorage.getItem('web-fonts')){var m=document.createElement('meta');" +
  "m.name='web-fonts';document.head.appendChild(m)}}catch(e){}";

/** JSON for an inline <script>: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts `text` into `html` at the index `at` finds. Never String.replace with the text as the
 * replacement: the text holds members' and visitors' words, and `$'`, `` $` `` or `$&` in them would
 * be expanded into pieces of the page (an address with `$'` in it became `</html>` in the
 * hydration data, and the page no longer matched its HTML).
 */
function insertAt(html: string, text: string, at: (html: string) => number): string {
  const index = at(html);
  return index < 0 ? html + text : html.slice(0, index) + text + html.slice(index);
}

/**
 * React Router's own hydration format, with route errors marked so the client can revive them and
 * without the text the HTML already carries (client/lib/kept.tsx).
 */
function hydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : { message: 'Unexpected error', __type: 'Error' },
        ]),
      )
    : null;
  // Text the HTML already shows (a loader's `kept` property) is not sent a second time.
  const loaderData = Object.fromEntries(
    Object.entries(context.loaderData).map(([id, data]) => [id, withoutKept(data)]),
  );
  return { loaderData, actionData: context.actionData, errors };
}

/** The error a route failed with unexpectedly (not a 4xx it threw on purpose), for the log. */
function routeFailure(context: StaticHandlerContext): RenderFailure | undefined {
  for (const error of Object.values(context.errors ?? {})) {
    if (isRouteErrorResponse(error) && error.status < 500) continue;
    if (error instanceof Error) return { message: error.message, stack: error.stack };
    return {
      message: isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error),
    };
  }
  return undefined;
}

/** The JSON-LD of the deepest matched page (crawlers read it from the first HTML). */
function structuredData(context: StaticHandlerContext, app: AppContextValue): object[] {
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

/** The stylesheet as a <style> element, when the build provides its text. */
function inlineStyles(assets: ClientAssets): string {
  return assets.styles ? `<style>${assets.styles}</style>` : '';
}

/** The scripts of one page: the entry's chunks and those of the page's route module. */
function pageAssets(assets: ClientAssets, pathname: string): AppContextValue['assets'] {
  const route = matchedSiteRoute(pathname);
  const own = route ? (assets.routes[route.module] ?? []) : [];
  return {
    entry: assets.entry,
    preload: [...assets.preload, ...own],
    inlineStyles: Boolean(assets.styles),
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
  const app: AppContextValue = {
    appUrl: options.appUrl,
    assets: pageAssets(options.assets, url.pathname),
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
  const nonce = NONCE_PLACEHOLDER;
  const scripts =
    `<script nonce="${nonce}">window.__APP__=${scriptJson(app)};` +
    `window.__staticRouterHydrationData=${scriptJson(hydrationData(context))};${START_CLIENT}</script>`;
  const head =
    `<script nonce="${nonce}">${WEB_FACES_FIRST}</script>${inlineStyles(options.assets)}` +
    jsonLdScript(structuredData(context, app), nonce);
  const template = insertAt(
    insertAt(`<!DOCTYPE html>${body}`, head, (html) => html.indexOf('</head>')),
    scripts,
    (html) => html.lastIndexOf('</body>'),
  );
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
    if (!cacheable || page.status !== 200) {
      return {
        status: page.status,
        html: page.template.replaceAll(NONCE_PLACEHOLDER, request.nonce),
        etag: page.etag,
        ...(page.failure ? { failure: page.failure } : {}),
      };
    }
    if (since === generation) cache.set(key, page);
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
  return insertAt(`<!DOCTYPE html>${body}`, inlineStyles(options.assets), (html) =>
    html.indexOf('</head>'),
  );
}

/** sitemap.xml: every indexable route, with absolute URLs. */
export function sitemapXml(appUrl: string): string {
  const urls = indexablePaths()
    .map((path) => `  <url><loc>${appUrl}${path === '/' ? '/' : path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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

/** The paths of the signed-in area (private, never cached, never indexed) in the route table. */
function isSignedInArea(route: (typeof siteRoutes)[number]): boolean {
  return route.renderCache === 'none' && route.indexable === false;
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
