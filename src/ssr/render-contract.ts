/**
 * The contract between the server (src/ssr/) and the server-rendering bundle built from
 * client/entry-server.tsx: the one place both sides take these types from. Types only, so the
 * client imports it without pulling server code into a bundle.
 */

/** What the page renderer needs to know about one request. */
export interface RenderRequest {
  url: string;
  method: string;
  /**
   * A page POST's fields, form-encoded (application/x-www-form-urlencoded): the route's action
   * reads them, as React Router's ssr-data-router example passes the body to `handler.query`.
   */
  body?: string;
  /** This response's CSP nonce, for pages rendered for this request alone. */
  nonce: string;
  headers: Record<string, string>;
  /** Shown on an error page and written to the log, so a visitor's report can be found. */
  requestId: string;
  /** The signed-in member the page is rendered for (the session cookie); never cached. */
  viewer?: RenderViewer;
  /** The API as an anonymous visitor from the request's address (LoaderContext.publicApi). */
  publicApi?: ViewerApi;
}

/** The signed-in member as the API's user object describes them. */
export interface ViewerUser {
  id: string;
  name: string;
  email: string;
  [field: string]: unknown;
}

/** An answer of the app's own API, as a loader sees it. */
export interface ViewerApiAnswer {
  status: number;
  data: unknown;
}

/** Calls the app's own /api as the viewer (their session, their address), without leaving the process. */
export type ViewerApi = (
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<ViewerApiAnswer>;

/** Who a page is rendered for, and how its loaders reach the API on their behalf. */
export interface RenderViewer {
  user: ViewerUser;
  api: ViewerApi;
}

/** What route loaders get as their `context` when the page is rendered on the server. */
export interface LoaderContext {
  viewer?: RenderViewer;
  /**
   * The API as an anonymous visitor, for what every visitor sees (events, articles): a page kept
   * in the render cache must never carry a member's data.
   */
  publicApi?: ViewerApi;
}

/** A rendered page as the render cache keeps it: the nonce is `placeholder` in the template. */
export interface CachedPage {
  status: number;
  template: string;
  /** Weak validator of the page's content: the bytes differ by nonce and by coding. */
  etag: string;
}

/**
 * A page kept in the render cache: the cached rendering itself (the same object on every hit, so
 * the server can keep per-page work with it), the text standing for the nonce in its template,
 * and which of the page's variants it is.
 */
export interface SharedRendering {
  page: CachedPage;
  placeholder: string;
  variant: number;
  variants: number;
}

/** Why a page answered 500: written to the log with the request id, never shown. */
export interface RenderFailure {
  message: string;
  stack?: string;
}

/** A rendered page, or a redirect the route asked for. */
export interface RenderResult {
  status: number;
  /** A page rendered for this request alone, with its nonce. */
  html?: string;
  redirect?: string;
  /** Weak validator of the page's content (the same whatever the CSP nonce and the coding). */
  etag?: string;
  /** Instead of html: a cached page, for the server to add the nonce to. */
  shared?: SharedRendering;
  /** Set when a route failed unexpectedly and the page is the error page (status 500). */
  failure?: RenderFailure;
  /** Rendered for a signed-in member: private to them, never stored by a shared cache. */
  personal?: boolean;
}

/** The scripts pages load: the client entry, the chunks it imports, each route module's chunks. */
export interface ClientAssets {
  entry: string;
  preload: string[];
  /** Route module name → the chunks it adds to the entry's (none under the Vite dev server). */
  routes: Record<string, string[]>;
  /** The built stylesheet's text, inlined in every page (none under the Vite dev server). */
  styles?: string;
  /**
   * The built stylesheet's address: a page inlining only its own rules links it where scripts are
   * off, and the client at its first navigation.
   */
  stylesheet?: string;
}

/** The trust's public phone (optional) and e-mail, set by the deployment. */
export interface PublicContact {
  phone?: string;
  email: string;
}

/** What every page is rendered with. */
export interface RenderOptions {
  /** Public origin, e.g. https://pragyatrust.com, for canonical and share URLs. */
  appUrl: string;
  assets: ClientAssets;
  contact: PublicContact;
  /** Reuse the HTML of pages that are the same for every visitor. */
  renderCache: boolean;
  /**
   * A style for the page's head declaring its own cut of the Devanāgarī face, made from the
   * page's HTML, or '' when it writes none (src/fonts/page-faces.ts).
   */
  pageFace?: (html: string) => string;
  /**
   * The rules of the stylesheet a page's HTML uses (src/ssr/critical-styles.ts), inlined in a
   * visitor's page in place of the whole sheet, and the address of the rest.
   */
  pageStyles?: (html: string) => Promise<{ text: string; rest?: string; rules?: string }>;
}

/** A concrete address of the route table. */
export interface SitePath {
  path: string;
  /** A page of the signed-in area (it shows a member's own data, so it is never cached). */
  signedIn: boolean;
}

/** What client/entry-server.tsx exports. */
export interface ServerEntry {
  render(request: RenderRequest, options: RenderOptions): Promise<RenderResult>;
  /**
   * The site's shell around the error page, without scripts or data: what a page whose rendering
   * threw is answered with (status 500).
   */
  renderErrorPage(request: RenderRequest, options: RenderOptions): Promise<string>;
  sitemapXml(appUrl: string): string;
  robotsTxt(appUrl: string): string;
  sitePaths(): SitePath[];
  /** The site search (client/search/): the pages matching a query, best first. */
  search(query: string): SearchResult[];
  /**
   * Puts the pages the database holds (articles, events, recordings) into the search index in
   * place of those given before; the content's own pages stay.
   */
  indexPublished(documents: PublishedSearchDocument[]): void;
  /** Forgets every page in the render cache. */
  clearRenderCache(): void;
}

/**
 * A page the database holds, as the search index takes it (the shape of client/search's
 * SearchDocument): its address, title, kind and parts.
 */
export interface PublishedSearchDocument {
  url: string;
  title: string;
  /** What kind of page it is, with its date or speaker ("Article · 3 March 2027"). */
  subtitle: string;
  /** Other names the page goes by (its slug, tags, series), matched like the title. */
  aliases: string;
  sections: Array<{ heading?: string; anchor?: string; text: string }>;
}

/** One search result (`GET /api/search`, `/search`), best first. */
export interface SearchResult {
  url: string;
  title: string;
  snippet: string;
  /** The heading of the part of the page the snippet is from. */
  section?: string;
  /** That part's id on its page. */
  anchor?: string;
  /** The snippet's matched words: [start, end) character offsets. */
  highlights: Array<[number, number]>;
}
