// The service worker (dist/client/sw.js), made with Workbox's generateSW after the client build:
// - precached: what /practice needs to start (the entry, the framework, the practice page's
//   chunks, the whole stylesheet), the fonts, the offline page, the manifest and its icons;
// - the pages a member reads (the practice, meditation and practice pages, the texts): network
//   first, kept for reading offline; any other page: network only, the offline page without one;
// - hashed assets cache-first, images stale-while-revalidate;
// - never a cached answer of /api, the account or the admin area: they are not routed at all,
//   except the practice journal's POST, replayed by Background Sync when it failed offline.
// New versions take over at once (skipWaiting, clientsClaim); the pages are fetched from the
// network first, so no one stays on an old build. docs/decisions/0150-service-worker.md
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';

const ROOT = new URL('..', import.meta.url).pathname;
const CLIENT = join(ROOT, 'dist', 'client');

/** The chunk files a manifest entry pulls in on load (itself and its static imports). */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** Pages kept for reading offline once read: the practice companion, the practices, the texts. */
export const READING_PAGES =
  /^\/(practice|meditation|courses\/other|other-courses|resources\/vedantic-texts)(\/|$)/;

export async function buildServiceWorker() {
  const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8'));
  const files = closure(manifest, 'client/entry-client.tsx');
  // The shell's deferred parts (footer, the member's header links…), which every page loads while
  // it hydrates: without them a page opened offline would fail to hydrate. Route modules other
  // than /practice are left to the runtime cache (kept once a page has used them).
  const shellKeys = Object.keys(manifest).filter((key) => files.has(manifest[key].file));
  for (const key of shellKeys) {
    for (const lazy of manifest[key].dynamicImports ?? []) {
      if (!lazy.startsWith('client/routes/modules/')) closure(manifest, lazy, files);
    }
  }
  closure(manifest, 'client/routes/modules/practice.tsx', files);
  // The whole stylesheet: a visitor's page inlines only its own rules, and a page reached in the
  // browser offline needs the rest (docs/decisions/0190-each-page-its-own-styles.md).
  // (The manifest names it by its absolute path, as it is imported with ?url.)
  const stylesheet = Object.keys(manifest).find((key) => key.endsWith('client/styles/app.css'));
  if (stylesheet) closure(manifest, stylesheet, files);
  const reading = READING_PAGES.source;
  const { count, size, warnings } = await generateSW({
    swDest: join(CLIENT, 'sw.js'),
    globDirectory: CLIENT,
    globPatterns: [
      ...files,
      'assets/*.woff2',
      'offline.html',
      'manifest.webmanifest',
      'favicon.svg',
      'icons/icon-192.png',
    ],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The pages are the server's; a navigation is never answered with a precached shell.
    navigateFallback: undefined,
    runtimeCaching: [
      {
        urlPattern: new Function(
          'options',
          `return options.request.mode === 'navigate' && new RegExp(${JSON.stringify(reading)}).test(options.url.pathname);`,
        ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 80 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: 'offline.html' },
        },
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'offline.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: { maxEntries: 150 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The rest of a page's rules (src/ssr/rest-styles.ts), kept for the pages kept above: a
        // page read offline links its own (any other would push those out).
        urlPattern: new Function(
          'options',
          `const from = new URL(options.request.referrer || '/', options.url);
          return options.sameOrigin && options.url.pathname.startsWith('/styles/') && new RegExp(${JSON.stringify(reading)}).test(from.pathname);`,
        ),
        handler: 'CacheFirst',
        options: {
          cacheName: 'page-styles',
          expiration: { maxEntries: 80 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(images|icons)\//.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname === '/api/practice/sessions',
        method: 'POST',
        handler: 'NetworkOnly',
        options: {
          backgroundSync: { name: 'practice-sessions', options: { maxRetentionTime: 7 * 24 * 60 } },
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`Service worker: ${warning}`);
  console.log(`Service worker: ${count} files precached, ${(size / 1000).toFixed(1)} kB.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServiceWorker();
