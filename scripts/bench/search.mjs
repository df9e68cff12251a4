// The search section of `npm run bench`: the index's size and build time, and the latency of
// GET /api/search under 50 concurrent searches (docs/decisions/0140-site-search.md). Each part runs
// in a child process, so neither shares the server's event loop nor counts in its memory.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib.mjs';

const CONNECTIONS = 50;
const REQUESTS = 5000;

/** Queries seekers type: Anglicised, IAST, Devanāgarī, run together, misspelt. */
const QUERIES = [
  'vivekachudamani',
  'drg drishya',
  'tattva bodh',
  'sakshi',
  'विवेकचूडामणि',
  'sadhana panchakam',
  'mithya',
  'japa mala',
  'pranayam',
  'nididhyasana',
  'sahajawastha',
  'vivekchudamni',
];

function child(options) {
  return new Promise((resolve, reject) => {
    const run = spawn(
      process.execPath,
      [fileURLToPath(new URL('./search-run.mjs', import.meta.url))],
      {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    run.stdout.on('data', (chunk) => (stdout += chunk));
    run.once('error', reject);
    run.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(stdout))
        : reject(new Error(`search bench exited with ${code}`)),
    );
    run.stdin.end(JSON.stringify(options));
  });
}

/** The figures: index (built in a fresh process) and latency against the running app at `base`. */
export async function measureSearch(base) {
  const index = await child({ mode: 'index' });
  // One round first, so the app's own index is built before the clock starts.
  await child({ mode: 'load', base, queries: QUERIES, connections: 1, total: QUERIES.length });
  const load = await child({
    mode: 'load',
    base,
    queries: QUERIES,
    connections: CONNECTIONS,
    total: REQUESTS,
  });
  return { index, load };
}

/** The section's lines, printed after the main table. */
export function searchLines(result) {
  if (!result) return ['Search: not measured.'];
  const { index, load } = result;
  const ms = (value) => value.toFixed(1);
  return [
    `Search index: ${index.pages} pages, ${(index.bytes / 1024).toFixed(0)} kB as JSON, built in ${ms(index.buildMs)} ms`,
    `GET /api/search under ${CONNECTIONS} concurrent searches (${load.total} requests, ${QUERIES.length} queries in turn): ` +
      `p50 ${ms(load.p50)} ms, p95 ${ms(load.p95)} ms, p99 ${ms(load.p99)} ms, ` +
      `${Math.round(load.requestsPerSecond)} requests/s, ${load.failures} not 2xx`,
  ];
}
