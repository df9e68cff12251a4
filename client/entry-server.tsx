import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppContext, type AppContextValue } from './app-context';
import { jsonLdScript, type PageHead } from './head';
import type { HeadArgs } from './lib/route-kit';
import { indexablePaths, routeObjects } from './routes';

/** The contract with src/ssr/client-renderer.ts. */
export interface RenderRequest {
  url: string;
  method: string;
  nonce: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RenderResult {
  status: number;
  html?: string;
  redirect?: string;
}

const handler = createStaticHandler(routeObjects);

/** JSON for an inline <script>: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** React Router's own hydration format, with route errors marked so the client can revive them. */
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
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/** The JSON-LD of the deepest matched route with a head function (crawlers read it from the first HTML). */
function structuredData(context: StaticHandlerContext, app: AppContextValue): object[] {
  if (context.errors) return [];
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const match = context.matches[i];
    const head = (
      match.route.handle as { head?: (args: HeadArgs<unknown>) => PageHead } | undefined
    )?.head;
    if (head) {
      return (
        head({
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

export async function render(
  request: RenderRequest,
  options: Omit<AppContextValue, never>,
): Promise<RenderResult> {
  const url = new URL(request.url, options.appUrl);
  const fetchRequest = new Request(url, { method: request.method, headers: request.headers });
  const context = await handler.query(fetchRequest);
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const app: AppContextValue = {
    appUrl: options.appUrl,
    assets: options.assets,
    contact: options.contact,
  };
  const body = renderToString(
    <StrictMode>
      <AppContext.Provider value={app}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppContext.Provider>
    </StrictMode>,
  );
  const nonce = request.nonce;
  const scripts =
    `<script nonce="${nonce}">window.__APP__=${scriptJson(app)};` +
    `window.__staticRouterHydrationData=${scriptJson(hydrationData(context))};</script>` +
    `<script type="module" nonce="${nonce}" src="${app.assets.entry}"></script>`;
  const html = `<!DOCTYPE html>${body}`
    .replace('</head>', `${jsonLdScript(structuredData(context, app), nonce)}</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, `${scripts}</body>`);
  return { status: context.statusCode, html };
}

/** sitemap.xml: every indexable route, with absolute URLs. */
export function sitemapXml(appUrl: string): string {
  const urls = indexablePaths()
    .map((path) => `  <url><loc>${appUrl}${path === '/' ? '/' : path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; private pages are not; the sitemap is named. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /auth/',
    'Disallow: /reset-password',
    'Disallow: /verify-email',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
