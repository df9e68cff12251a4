// The search figures of `npm run bench`, measured in a process of their own. Reads JSON on stdin:
//   { mode: 'index' }   builds the index from the built server bundle: pages, bytes, build time
//   { mode: 'load', base, queries, connections, total }
//                       `total` GET /api/search?q= requests, `connections` at a time, cycling
//                       through `queries`: latency percentiles (ms) and requests/s
// and writes the figures as JSON on stdout.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const options = JSON.parse(input);

if (options.mode === 'index') {
  const entry = await import(pathToFileURL(join(ROOT, 'dist/ssr/entry-server.mjs')).href);
  process.stdout.write(JSON.stringify(entry.searchIndexFigures()));
} else {
  const { base, queries, connections, total } = options;
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const query = queries[next++ % queries.length];
      const sent = performance.now();
      const res = await fetch(`${base}/api/search?q=${encodeURIComponent(query)}`);
      await res.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (!res.ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  process.stdout.write(
    JSON.stringify({
      total: latencies.length,
      failures,
      requestsPerSecond: latencies.length / seconds,
      p50: at(50),
      p95: at(95),
      p99: at(99),
    }),
  );
}
