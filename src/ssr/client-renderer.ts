import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/env';
import { precompressedStatic } from './precompressed-static';
import { SharedPages, sharedPagesMiddleware } from './shared-pages';

/** What the page renderer needs to know about one request. */
export interface RenderRequest {
  url: string;
  method: string;
  nonce: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * A page kept in the render cache: the cached rendering itself (the same object on every hit), its
 * template with `placeholder` wherever a response's CSP nonce goes, and which variant it is.
 */
export interface SharedRendering {
  page: { status: number; template: string; etag: string };
  placeholder: string;
  variant: number;
  variants: number;
}

/** A rendered page, or a redirect the route asked for. */
export interface RenderResult {
  status: number;
  /** A page rendered for this request alone, with its nonce. */
  html?: string;
  redirect?: string;
  /** Strong validator of the page's content (the same whatever the CSP nonce). */
  etag?: string;
  /** Instead of html: a cached page, for the server to add the nonce to. */
  shared?: SharedRendering;
}

/** The scripts pages load: the client entry, the chunks it imports, each route module's chunks. */
export interface ClientAssets {
  entry: string;
  preload: string[];
  /** Route module name → the chunks it adds to the entry's (preloaded on that module's pages). */
  routes: Record<string, string[]>;
  /** The stylesheet's text, inlined in every built page. */
  styles?: string;
}

/** What every page is rendered with: the public origin, the scripts, the trust's contact details. */
export interface RenderOptions {
  appUrl: string;
  assets: ClientAssets;
  contact: AppConfig['publicContact'];
  renderCache: boolean;
}

/** The contract of client/entry-server.tsx. */
export interface ServerEntry {
  render(request: RenderRequest, options: RenderOptions): Promise<RenderResult>;
  sitemapXml(appUrl: string): string;
  robotsTxt(appUrl: string): string;
}

/** Renders pages with the React client: through Vite in development, from the build otherwise. */
export interface ClientRenderer {
  /** Middleware to mount before the routes (Vite's dev server, or the built static files). */
  middleware: RequestHandler[];
  /**
   * Answers requests for pages already in the render cache; mounted first, right after the
   * security headers. None under Vite, which renders afresh every time.
   */
  cachedPages?: RequestHandler;
  render(request: RenderRequest): Promise<RenderResult>;
  sitemapXml(): Promise<string>;
  robotsTxt(): Promise<string>;
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
const CLIENT_DIST = join(ROOT_DIR, 'dist', 'client');
const SSR_ENTRY = join(ROOT_DIR, 'dist', 'ssr', 'entry-server.mjs');

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

/** The site's stylesheet (client/styles/app.css, built): small enough to inline in every page. */
async function readStyles(manifest: Manifest): Promise<string> {
  const chunk = Object.entries(manifest).find(([key]) => key.endsWith(STYLESHEET_SOURCE))?.[1];
  if (!chunk) throw new Error('The client build has no stylesheet; run npm run build');
  // Its URLs (fonts) are absolute, so the text reads the same inside any page.
  return (await readFile(join(CLIENT_DIST, chunk.file), 'utf8')).trim();
}

async function readClientAssets(): Promise<ClientAssets> {
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
    styles: await readStyles(manifest),
  };
}

function renderOptions(config: AppConfig, assets: ClientAssets): RenderOptions {
  return {
    appUrl: config.appUrl,
    assets,
    contact: config.publicContact,
    renderCache: config.renderCache,
  };
}

/** Hashed bundles never change under their name; other files (favicon, images) may. */
function cacheControl(path: string): string {
  const hashed = path.startsWith(join(CLIENT_DIST, 'assets'));
  return hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
}

/** How many addresses of cached pages are answered early, as many as the render cache holds. */
const SHARED_PAGES = 500;

async function builtRenderer(config: AppConfig): Promise<ClientRenderer> {
  const entry = (await import(pathToFileURL(SSR_ENTRY).href)) as ServerEntry;
  const options = renderOptions(config, await readClientAssets());
  const sharedPages = new SharedPages(SHARED_PAGES);
  return {
    middleware: [precompressedStatic(CLIENT_DIST, cacheControl)],
    cachedPages: sharedPagesMiddleware(sharedPages),
    async render(request) {
      const result = await entry.render(request, options);
      if (result.shared) sharedPages.remember(request.url, result.shared);
      return result;
    },
    sitemapXml: async () => entry.sitemapXml(config.appUrl),
    robotsTxt: async () => entry.robotsTxt(config.appUrl),
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
    sitemapXml: async () => (await load()).sitemapXml(config.appUrl),
    robotsTxt: async () => (await load()).robotsTxt(config.appUrl),
    close: () => vite.close(),
  };
}

/** Vite with HMR under `npm run dev`; the prebuilt bundles everywhere else. */
export function createClientRenderer(
  config: AppConfig,
  mode: 'vite' | 'built',
): Promise<ClientRenderer> {
  return mode === 'vite' ? viteRenderer(config) : builtRenderer(config);
}
