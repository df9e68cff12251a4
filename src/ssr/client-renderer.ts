import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { NodeLayer } from '../common/before-express';
import type { AppConfig } from '../config/env';
import type {
  ClientAssets,
  RenderOptions,
  RenderRequest,
  PublishedSearchDocument,
  RenderResult,
  SearchResult,
  ServerEntry,
} from './render-contract';
import { SharedPages, sharedPagesMiddleware, type CachedPageBodies } from './shared-pages';
import { staticFiles } from './static-files';
import { processFaces } from '../fonts/devanagari-faces';
import { pageFaceKey, pageFaceStyle } from '../fonts/page-faces';
import { criticalStyles, type RestOfSheet } from './critical-styles';
import { restOfSheet } from './rest-styles';

/** Renders pages with the React client: through Vite in development, from the build otherwise. */
export interface ClientRenderer {
  /** Middleware to mount before the routes (Vite's dev server, or the built static files). */
  middleware: RequestHandler[];
  /**
   * Answers requests for pages already in the render cache: the last layer before Express, right
   * after the security headers and the form cookie. None under Vite, which renders afresh every
   * time.
   */
  cachedPages?: NodeLayer;
  render(request: RenderRequest): Promise<RenderResult>;
  /** The error page (status 500) for a request whose rendering threw. */
  renderErrorPage(request: RenderRequest): Promise<string>;
  sitemapXml(): Promise<string>;
  robotsTxt(): Promise<string>;
  search(query: string): Promise<SearchResult[]>;
  /** The database's pages for the search, in place of the last ones (ServerEntry.indexPublished). */
  indexPublished(documents: PublishedSearchDocument[]): Promise<void>;
  /** Forgets every rendered page: what they show from the database has changed. */
  clearCache(): void;
  close(): Promise<void>;
}

export const CLIENT_RENDERER = Symbol('CLIENT_RENDERER');

/** The project folder (where package.json is), from the source tree or from dist/. */
function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const ROOT_DIR = projectRoot();
export const CLIENT_DIST = join(ROOT_DIR, 'dist', 'client');
export const SSR_ENTRY = join(ROOT_DIR, 'dist', 'ssr', 'entry-server.mjs');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The stylesheet's source, as the build manifest names it (with the build's absolute path). */
const STYLESHEET_SOURCE = 'client/styles/app.css';

/** Where the build manifest lists a route module (see client/routes/modules.ts). */
const ROUTE_MODULE_SOURCE = /^client\/routes\/modules\/(.+)\.tsx$/;

/** The files of a chunk and of everything it imports, as absolute URLs, minus those in `known`. */
function chunkClosure(manifest: Manifest, key: string, known: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set(known);
  const visit = (name: string) => {
    const chunk = manifest[name];
    const url = chunk && `/${chunk.file}`;
    if (!url || seen.has(url)) return;
    seen.add(url);
    files.push(url);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

/** The site's stylesheet (client/styles/app.css, built): its text and its address. */
async function readStyles(manifest: Manifest): Promise<{ styles: string; stylesheet: string }> {
  const chunk = Object.entries(manifest).find(([key]) => key.endsWith(STYLESHEET_SOURCE))?.[1];
  if (!chunk) throw new Error('The client build has no stylesheet; run npm run build');
  // Its URLs (fonts) are absolute, so the text reads the same inside any page.
  const styles = (await readFile(join(CLIENT_DIST, chunk.file), 'utf8')).trim();
  return { styles, stylesheet: `/${chunk.file}` };
}

export async function readClientAssets(): Promise<ClientAssets> {
  const manifest = JSON.parse(
    await readFile(join(CLIENT_DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = manifest['client/entry-client.tsx'];
  if (!entry) throw new Error('The client build has no entry; run npm run build');
  const entryUrl = `/${entry.file}`;
  const preload = (entry.imports ?? []).flatMap((key) =>
    chunkClosure(manifest, key, new Set([entryUrl])),
  );
  const known = new Set([entryUrl, ...preload]);
  const routes: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const name = ROUTE_MODULE_SOURCE.exec(key)?.[1];
    if (name) routes[name] = chunkClosure(manifest, key, known);
  }
  return {
    entry: entryUrl,
    preload: [...new Set(preload)],
    routes,
    ...(await readStyles(manifest)),
  };
}

function renderOptions(
  config: AppConfig,
  assets: ClientAssets,
  rest?: RestOfSheet & { stylesheet: string },
): RenderOptions {
  const faceKey = pageFaceKey(config.jwtSecret);
  return {
    appUrl: config.appUrl,
    assets,
    contact: config.publicContact,
    renderCache: config.renderCache,
    // The cut is started as the page names it: a page is rendered once into the render cache,
    // and its cut is ready, or nearly, when the browser asks for it.
    pageFace: (html) =>
      pageFaceStyle(html, faceKey, (characters) => {
        processFaces.face(characters, 'regular').catch(() => undefined);
      }),
    ...(rest ? { pageStyles: criticalStyles(rest.stylesheet, rest) } : {}),
  };
}

/** How many addresses of cached pages are answered early, as many as the render cache holds. */
const SHARED_PAGES = 500;

async function builtRenderer(config: AppConfig, bodies: CachedPageBodies): Promise<ClientRenderer> {
  const entry = (await import(pathToFileURL(SSR_ENTRY).href)) as ServerEntry;
  const assets = await readClientAssets();
  const rest =
    assets.styles && assets.stylesheet ? restOfSheet(assets.styles, assets.stylesheet) : undefined;
  const options = renderOptions(config, assets, rest);
  const sharedPages = new SharedPages(SHARED_PAGES);
  return {
    middleware: [...(rest ? [rest.middleware] : []), staticFiles(CLIENT_DIST)],
    cachedPages: sharedPagesMiddleware(sharedPages, bodies),
    async render(request) {
      const result = await entry.render(request, options);
      if (!result.shared) return result;
      sharedPages.remember(request.url, result.shared);
      if (bodies === 'prepared') return result;
      const { page, placeholder } = result.shared;
      const html = page.template.replaceAll(placeholder, request.nonce);
      return { status: page.status, etag: page.etag, html };
    },
    renderErrorPage: async (request) => entry.renderErrorPage(request, options),
    sitemapXml: async () => entry.sitemapXml(config.appUrl),
    robotsTxt: async () => entry.robotsTxt(config.appUrl),
    search: async (query) => entry.search(query),
    indexPublished: async (documents) => entry.indexPublished(documents),
    clearCache() {
      sharedPages.clear();
      entry.clearRenderCache();
    },
    close: async () => undefined,
  };
}

async function viteRenderer(config: AppConfig): Promise<ClientRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ROOT_DIR,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const assets: ClientAssets = { entry: '/client/entry-client.tsx', preload: [], routes: {} };
  const load = () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<ServerEntry>;
  return {
    middleware: [vite.middlewares as unknown as RequestHandler],
    async render(request) {
      try {
        // Development renders afresh every time, so edits show at once.
        const options = { ...renderOptions(config, assets), renderCache: false };
        return await (await load()).render(request, options);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    renderErrorPage: async (request) =>
      (await load()).renderErrorPage(request, {
        ...renderOptions(config, assets),
        renderCache: false,
      }),
    sitemapXml: async () => (await load()).sitemapXml(config.appUrl),
    robotsTxt: async () => (await load()).robotsTxt(config.appUrl),
    search: async (query) => (await load()).search(query),
    indexPublished: async (documents) => (await load()).indexPublished(documents),
    // Development renders afresh every time: there is nothing to forget.
    clearCache: () => undefined,
    close: () => vite.close(),
  };
}

/**
 * Vite with HMR under `npm run dev`; the prebuilt bundles everywhere else. `bodies` says how
 * cached pages are sent (scripts/bench/render-cache.mjs measures both ways).
 */
export function createClientRenderer(
  config: AppConfig,
  mode: 'vite' | 'built',
  bodies: CachedPageBodies = 'prepared',
): Promise<ClientRenderer> {
  return mode === 'vite' ? viteRenderer(config) : builtRenderer(config, bodies);
}
