// `npm ci` refuses a lock file that leaves out an optional platform build (of packages such as
// @swc/core or unrs-resolver), and `npm install` leaves out those the registry does not carry. Run
// this after any change to the dependencies. It first deletes the bare optional entries it wrote
// before (a version and nothing else) and has `npm install --package-lock-only` write them again
// from the registry, with their integrity and the os, cpu and libc they declare. A bare entry is
// not pinned by the lock (npm checks it only against what the registry says at install time) and
// is installed on every platform: this project's lock once held 25, 150 MB of other platforms'
// binaries in every full install (CI, the image's build stage). Then, for what npm still reports
// missing, it adds a bare optional entry again: npm ci accepts the lock, tries to fetch the build
// and, as it is optional, carries on when it cannot.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
/** As npm writes it: two spaces, a newline at the end. */
const writeLock = (lock) => writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);

function missingEntries() {
  const run = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], {
    encoding: 'utf8',
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const missing = [...output.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1]);
  if (!missing.length && run.status !== 0) {
    console.error(output.trim());
    console.error('npm ci --dry-run failed for another reason than a missing entry (above).');
    process.exit(1);
  }
  return missing;
}

function addOptionalEntries(names) {
  const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
  const packages = lock.packages;
  for (const name of names) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const parents = Object.values(packages).filter((entry) => entry.optionalDependencies?.[name]);
    if (!parents.length) {
      throw new Error(`${name} is missing from the lock file and is not optional`);
    }
    const versions = new Set(parents.map((entry) => entry.optionalDependencies[name]));
    if (versions.size > 1) {
      throw new Error(`${name} is asked for in several versions (${[...versions].join(', ')})`);
    }
    const [parent] = parents;
    packages[key] = {
      version: parent.optionalDependencies[name].replace(/^[\^~=]/, ''),
      optional: true,
      ...(parent.dev ? { dev: true } : {}),
    };
  }
  writeLock(lock);
}

/** The entries addOptionalEntries writes: a version, optional, perhaps dev, and nothing else. */
const isBare = (entry) =>
  entry.optional &&
  Object.keys(entry).every((field) => ['version', 'optional', 'dev'].includes(field));

const original = readFileSync(LOCK, 'utf8');
const lock = JSON.parse(original);
const bare = Object.keys(lock.packages).filter((key) => isBare(lock.packages[key]));
if (bare.length) {
  console.log(`Asking the registry again for ${bare.length} bare optional entries`);
  for (const key of bare) delete lock.packages[key];
  writeLock(lock);
}
// The lock records no download addresses; an install on a machine whose npm is set otherwise would
// write them into the entries it makes.
const install = spawnSync(
  'npm',
  [
    'install',
    '--package-lock-only',
    '--omit-lockfile-registry-resolved',
    '--no-audit',
    '--no-fund',
  ],
  { stdio: 'inherit' },
);
if (install.status !== 0) {
  writeFileSync(LOCK, original);
  console.error('npm install failed: package-lock.json is as it was.');
  process.exit(install.status ?? 1);
}

for (let round = 0; round < 5; round++) {
  const missing = missingEntries();
  if (!missing.length) {
    console.log('package-lock.json is in sync: npm ci accepts it.');
    process.exit(0);
  }
  console.log(`Adding ${missing.length} optional entries to package-lock.json`);
  addOptionalEntries(missing);
}
console.error('package-lock.json is still out of sync after 5 rounds.');
process.exit(1);
