import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, STAMP } from './build-state.mjs';
import { checkBudget } from './bundle-budget.mjs';
import { subsetFonts } from './subset-fonts.mjs';

const steps = [
  ['client bundle', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']],
  // Workbox's service worker over the client build (scripts/service-worker.mjs).
  ['service worker', ['scripts/service-worker.mjs']],
  // .br and .gz copies of the client's text files, served in their place when the browser takes them.
  ['precompressed client files', ['scripts/precompress.mjs', 'dist/client']],
  [
    'server-rendering bundle',
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--ssr',
      'client/entry-server.tsx',
      '--logLevel',
      'warn',
    ],
  ],
  ['server', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']],
  ['empty embedded database', ['scripts/database-template.mjs']],
  ['first album, encoded', ['scripts/media-seed.mjs']],
];

/** Builds the client, the SSR bundle and the server into dist/, then stamps the build. */
export async function build() {
  const started = Date.now();
  rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
  await subsetFonts();
  for (const [name, args] of steps) {
    console.log(`Building the ${name}…`);
    const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building the ${name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
  const overBudget = checkBudget(join(ROOT, 'dist', 'client'));
  if (overBudget.length) process.exit(1);
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
