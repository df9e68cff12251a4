import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { ClientAssets, RenderFailure } from '../../../src/ssr/render-contract';
import type { AppContextValue } from '../../app-context';
import { jsonLdScript } from '../../head';
import { withoutKept } from '../kept';
import { inlineCall, startClient, webFacesFirst } from './start-client';
import faviconSvg from '../../../public/favicon-inline.svg?raw';

/**
 * The page around React's HTML: what the head and the end of the body carry besides it (the
 * stylesheet, JSON-LD, the data the client hydrates from and the script that starts it).
 */

/** Pages are rendered with this in place of the CSP nonce, so one rendering serves every response. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const START_CLIENT = inlineCall(startClient);
const WEB_FACES_FIRST = inlineCall(webFacesFirst);

/**
 * The favicon, in the page: one fetched as the page loads ends beside the first paint, where
 * Lantern counts it on the largest paint's path (docs/decisions/0187-what-the-largest-paint-counted.md).
 * Browsers take the scalable one; crawlers find the .ico. Added here, outside React's tree, so the
 * client's bundle does not carry it. Only what the address or the attribute cannot hold is escaped.
 */
export const FAVICON_LINKS =
  `<link rel="icon" href="data:image/svg+xml,${faviconSvg
    .trim()
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')
    .replace(/\s/g, '%20')}" type="image/svg+xml" sizes="any">` +
  '<link rel="icon" href="/favicon.ico" sizes="48x48">';

/** JSON for an inline <script>: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
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
export function insertAt(html: string, text: string, at: (html: string) => number): string {
  const index = at(html);
  return index < 0 ? html + text : html.slice(0, index) + text + html.slice(index);
}

/**
 * React Router's own hydration format (what `createBrowserRouter` reads from
 * `window.__staticRouterHydrationData`), with route errors marked so the client can revive them
 * and without the text the HTML already carries (client/lib/kept.tsx).
 */
export function hydrationData(context: StaticHandlerContext) {
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
export function routeFailure(context: StaticHandlerContext): RenderFailure | undefined {
  for (const error of Object.values(context.errors ?? {})) {
    if (isRouteErrorResponse(error) && error.status < 500) continue;
    if (error instanceof Error) return { message: error.message, stack: error.stack };
    return {
      message: isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error),
    };
  }
  return undefined;
}

/** The stylesheet as a <style> element, when the build provides its text. */
export function inlineStyles(assets: ClientAssets): string {
  return assets.styles ? `<style>${assets.styles}</style>` : '';
}

/**
 * A page's own rules inline; the whole sheet comes once it has painted (the start script), or at
 * once where scripts are off, since then nothing else would bring it.
 */
function ownStylesHead(own: { text: string; href: string }): string {
  return (
    `<style>${own.text}</style>` + `<noscript><link rel="stylesheet" href="${own.href}"></noscript>`
  );
}

/** A page's whole document: React's HTML with the head's and the body's additions in place. */
export function pageDocument(page: {
  body: string;
  app: AppContextValue;
  context: StaticHandlerContext;
  assets: ClientAssets;
  jsonLd: object[];
  /** The page's own cut of the Devanāgarī face (RenderOptions.pageFace). */
  pageFace?: (html: string) => string;
  /** The rules of the stylesheet the page uses, and the sheet's address (RenderOptions.pageStyles). */
  ownStyles?: { text: string; href: string };
}): string {
  const nonce = NONCE_PLACEHOLDER;
  const scripts =
    `<script nonce="${nonce}">window.__APP__=${scriptJson(page.app)};` +
    `window.__staticRouterHydrationData=${scriptJson(hydrationData(page.context))};` +
    `${START_CLIENT}</script>`;
  const head =
    `<script nonce="${nonce}">${WEB_FACES_FIRST}</script>${FAVICON_LINKS}` +
    (page.ownStyles ? ownStylesHead(page.ownStyles) : inlineStyles(page.assets)) +
    (page.pageFace?.(page.body) ?? '') +
    jsonLdScript(page.jsonLd, nonce);
  return insertAt(
    insertAt(`<!DOCTYPE html>${page.body}`, head, (html) => html.indexOf('</head>')),
    scripts,
    (html) => html.lastIndexOf('</body>'),
  );
}

/** The error page's document: the shell's HTML with the stylesheet, and no script at all. */
export function errorDocument(body: string, assets: ClientAssets): string {
  return insertAt(`<!DOCTYPE html>${body}`, FAVICON_LINKS + inlineStyles(assets), (html) =>
    html.indexOf('</head>'),
  );
}
