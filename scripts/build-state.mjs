import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;
export const STAMP = join(ROOT, 'dist', 'build-stamp');
const INPUTS = [
  'src',
  'client',
  'public',
  'package-lock.json',
  'vite.config.mts',
  'tsconfig.json',
  'tsconfig.build.json',
];

function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.spec.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The build is current when its stamp is newer than every input file. */
export function buildIsCurrent() {
  let stamp;
  try {
    stamp = statSync(STAMP).mtimeMs;
  } catch {
    return false;
  }
  return INPUTS.every((input) => newestMtime(join(ROOT, input)) <= stamp);
}
