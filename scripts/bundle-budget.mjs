// The JavaScript budget, read from the client build's manifest: what a first visit to each page
// downloads (the entry, the chunks it imports, and the page's own route module with its imports),
// gzip-compressed as it is served. `npm run build` fails when a page is over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** React and React Router, minified and gzipped (see vite.config.mts): the stack's fixed floor. */
const FRAMEWORK_CHUNK = /^assets\/framework-[\w-]+\.js$/;

/**
 * Budgets in gzip kB. The framework chunk alone is ~97 kB (react-dom 19 ~67 kB, React Router's data
 * router ~29 kB), so the limits are set on top of it: our own code per page (shell + page module +
 * its content), and the total a first visit downloads.
 */
export const BUDGET_KB = { ownCode: 35, firstLoad: 130 };

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

/** First-load JavaScript of every route module's pages, in gzip bytes, split framework / own. */
export function firstLoadSizes(clientDir, manifest = readManifest(clientDir)) {
  // Pages share most chunks: each file is compressed once.
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) {
      sizes.set(file, gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length);
    }
    return sizes.get(file);
  };
  const entryFiles = closure(manifest, ENTRY);
  return routeModules(manifest)
    .map(([module, key]) => {
      const files = closure(manifest, key, new Set(entryFiles));
      let framework = 0;
      let own = 0;
      for (const file of files) {
        if (FRAMEWORK_CHUNK.test(file)) framework += gzipSize(file);
        else own += gzipSize(file);
      }
      return { module, framework, own, total: framework + own };
    })
    .sort((a, b) => b.total - a.total);
}

/** Route modules the entry loads eagerly: none may be, or every page would carry them. */
export function eagerRouteModules(clientDir, manifest = readManifest(clientDir)) {
  const entryFiles = closure(manifest, ENTRY);
  return routeModules(manifest)
    .filter(([, key]) => entryFiles.has(manifest[key].file))
    .map(([module]) => module);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The per-page table: framework + own code = total, in gzip kB. */
export function budgetTable(sizes) {
  return sizes.map(
    ({ module, framework, own, total }) =>
      `  ${module.padEnd(18)} ${kb(framework)} + ${kb(own).padStart(5)} = ${kb(total)}`,
  );
}

/** The pages over budget (and route modules bundled eagerly); empty when all is well. */
export function budgetProblems(clientDir, sizes = firstLoadSizes(clientDir)) {
  const problems = eagerRouteModules(clientDir).map(
    (module) => `route module ${module} is in the entry chunk instead of its own`,
  );
  for (const { module, own, total } of sizes) {
    if (own > BUDGET_KB.ownCode * 1000) {
      problems.push(`${module}: own code ${kb(own)} kB > ${BUDGET_KB.ownCode} kB`);
    }
    if (total > BUDGET_KB.firstLoad * 1000) {
      problems.push(`${module}: first load ${kb(total)} kB > ${BUDGET_KB.firstLoad} kB`);
    }
  }
  return problems;
}

/** Checks the budget after a build: one summary line, or the table and what is over. */
export function checkBudget(clientDir) {
  const sizes = firstLoadSizes(clientDir);
  const problems = budgetProblems(clientDir, sizes);
  const largest = sizes[0];
  if (!problems.length) {
    console.log(
      `JavaScript budget kept: first load at most ${kb(largest.total)} kB gzip (${largest.module}), ` +
        `limits ${BUDGET_KB.firstLoad} kB in all and ${BUDGET_KB.ownCode} kB of our own code.`,
    );
    return problems;
  }
  console.error('First-load JS per page (gzip kB): framework + own code = total');
  for (const line of budgetTable(sizes)) console.error(line);
  for (const problem of problems) console.error(`Over the JavaScript budget: ${problem}`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = join(new URL('..', import.meta.url).pathname, 'dist', 'client');
  const sizes = firstLoadSizes(clientDir);
  console.log('First-load JS per page (gzip kB): framework + own code = total');
  for (const line of budgetTable(sizes)) console.log(line);
  const problems = budgetProblems(clientDir, sizes);
  for (const problem of problems) console.error(`Over the JavaScript budget: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
