// The JavaScript budget, read from the client build's manifest: what a first visit to each page
// downloads (the entry, the chunks it imports, and the page's own route module with its imports),
// counted in the bytes the browser receives: the .br and .gz copies scripts/precompress.mjs made,
// which the server sends in place of the files. `npm run build` fails when a page is over budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** React and React Router, minified (see vite.config.mts): the stack's fixed floor. */
const FRAMEWORK_CHUNK = /^assets\/framework-[\w-]+\.js$/;

/**
 * Budgets in kB: everything a first visit downloads, brotli as served (the framework chunk alone
 * is ~84 kB of it; docs/decisions/0064-first-load-javascript.md); and our own code per page (shell
 * + page module + its content), gzip.
 */
// The course page's Register Interest card and its finished-course links are chunks of their own
// (deferred components), and the legal texts come with the loader and stay in the HTML only
// (client/lib/kept.tsx): every content page is within 100 kB again (0064).
export const BUDGET_KB = { firstLoadBrotli: 100, memberFirstLoadBrotli: 110, ownCodeGzip: 35 };

/**
 * Pages only a signed-in member reaches, after signing in (their settings, the dashboard, the
 * admin area): their forms are the page, and no search engine or first visit lands on them.
 */
// /practice too: a tool (timer, mālā, journal) rather than a page to read, kept offline by the
// service worker after the first visit (issue 28 gives it 110 kB).
const MEMBER_PAGES = new Set(['account', 'admin', 'dashboard', 'practice']);

const firstLoadLimit = (module) =>
  MEMBER_PAGES.has(module) ? BUDGET_KB.memberFirstLoadBrotli : BUDGET_KB.firstLoadBrotli;

const ROUTE_MODULE = /^client\/routes\/modules\/(.+)\.tsx$/;
const ENTRY = 'client/entry-client.tsx';

/** The chunk files a manifest entry pulls in on load (itself and its static imports). */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

function readManifest(clientDir) {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
}

/** Each route module's name and manifest key. */
function routeModules(manifest) {
  return Object.keys(manifest).flatMap((key) => {
    const module = ROUTE_MODULE.exec(key)?.[1];
    return module ? [[module, key]] : [];
  });
}

/**
 * A file's size as served in each coding: its precompressed copy when the build made one (the
 * server sends that), else what the same settings would make (a file the copy would not shrink is
 * sent as it is).
 */
function servedSizes(clientDir, file) {
  const path = join(clientDir, file);
  const data = readFileSync(path);
  const served = (suffix, compress) => {
    if (existsSync(path + suffix)) return readFileSync(path + suffix).length;
    return Math.min(data.length, compress(data).length);
  };
  return {
    br: served('.br', (bytes) =>
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ),
    gzip: served('.gz', (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })),
  };
}

/**
 * First-load JavaScript of every route module's pages, in bytes as served: brotli and gzip in
 * all, and our own code (everything but the framework chunk) in each.
 */
export function firstLoadSizes(clientDir, manifest = readManifest(clientDir)) {
  // Pages share most chunks: each file is measured once.
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, servedSizes(clientDir, file));
    return sizes.get(file);
  };
  const entryFiles = closure(manifest, ENTRY);
  return routeModules(manifest)
    .map(([module, key]) => {
      const page = { module, br: 0, gzip: 0, ownBr: 0, ownGzip: 0 };
      for (const file of closure(manifest, key, new Set(entryFiles))) {
        const { br, gzip } = sizeOf(file);
        page.br += br;
        page.gzip += gzip;
        if (!FRAMEWORK_CHUNK.test(file)) {
          page.ownBr += br;
          page.ownGzip += gzip;
        }
      }
      return page;
    })
    .sort((a, b) => b.br - a.br);
}

/** Route modules the entry loads eagerly: none may be, or every page would carry them. */
export function eagerRouteModules(clientDir, manifest = readManifest(clientDir)) {
  const entryFiles = closure(manifest, ENTRY);
  return routeModules(manifest)
    .filter(([, key]) => entryFiles.has(manifest[key].file))
    .map(([module]) => module);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The per-page table, in kB as served. */
export function budgetTable(sizes) {
  const header =
    `  ${'page module'.padEnd(18)} ${'brotli'.padStart(7)} ${'gzip'.padStart(7)}` +
    `   own code: ${'brotli'.padStart(7)} ${'gzip'.padStart(7)}`;
  const limits =
    `  ${'limit'.padEnd(18)} ${String(BUDGET_KB.firstLoadBrotli).padStart(7)} ${''.padStart(7)}` +
    `             ${''.padStart(7)} ${String(BUDGET_KB.ownCodeGzip).padStart(7)}`;
  const rows = sizes.map(
    ({ module, br, gzip, ownBr, ownGzip }) =>
      `  ${module.padEnd(18)} ${kb(br).padStart(7)} ${kb(gzip).padStart(7)}` +
      `             ${kb(ownBr).padStart(7)} ${kb(ownGzip).padStart(7)}`,
  );
  const memberLimit = `  ${'member pages'.padEnd(18)} ${String(BUDGET_KB.memberFirstLoadBrotli).padStart(7)}`;
  return [header, ...rows, limits, memberLimit];
}

/** The pages over budget (and route modules bundled eagerly); empty when all is well. */
export function budgetProblems(clientDir, sizes = firstLoadSizes(clientDir)) {
  const problems = eagerRouteModules(clientDir).map(
    (module) => `route module ${module} is in the entry chunk instead of its own`,
  );
  for (const { module, br, ownGzip } of sizes) {
    const limit = firstLoadLimit(module);
    if (br > limit * 1000) {
      problems.push(`${module}: first load ${kb(br)} kB brotli > ${limit} kB`);
    }
    if (ownGzip > BUDGET_KB.ownCodeGzip * 1000) {
      problems.push(`${module}: own code ${kb(ownGzip)} kB gzip > ${BUDGET_KB.ownCodeGzip} kB`);
    }
  }
  return problems;
}

/** Checks the budget after a build: prints the table, then what is over (if anything). */
export function checkBudget(clientDir) {
  const sizes = firstLoadSizes(clientDir);
  const problems = budgetProblems(clientDir, sizes);
  console.log('First-load JavaScript per page, kB as served (largest first):');
  for (const line of budgetTable(sizes)) console.log(line);
  for (const problem of problems) console.error(`Over the JavaScript budget: ${problem}`);
  if (!problems.length) console.log('JavaScript budget kept.');
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = join(new URL('..', import.meta.url).pathname, 'dist', 'client');
  process.exit(checkBudget(clientDir).length ? 1 : 0);
}
