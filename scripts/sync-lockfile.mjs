// `npm ci` refuses a lock file that leaves out an optional platform build (of packages such as
// @swc/core or unrs-resolver), and `npm install` leaves out those the registry does not carry. Run
// this after any change to the dependencies. It first lets npm write every optional entry the
// registry has, with its integrity and its os, cpu and libc: an entry without them is fetched
// unchecked and installed on every platform (this project's lock once held 25 such entries, 150 MB
// of other platforms' binaries in every install). Then, for what npm still reports missing, it adds
// a bare optional entry, which npm ci accepts (npm skips it at install time, as it is optional).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);

function missingEntries() {
  const run = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], {
    encoding: 'utf8',
  });
  const output = `${run.stdout}\n${run.stderr}`;
  return [...output.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1]);
}

function addOptionalEntries(names) {
  const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
  const packages = lock.packages;
  for (const name of names) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const parent = Object.values(packages).find((entry) => entry.optionalDependencies?.[name]);
    if (!parent) throw new Error(`${name} is missing from the lock file and is not optional`);
    packages[key] = {
      version: parent.optionalDependencies[name].replace(/^[\^~=]/, ''),
      optional: true,
      ...(parent.dev ? { dev: true } : {}),
    };
  }
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
}

/** Takes out the optional entries that carry no integrity, so that npm writes them again in full. */
function dropBareOptionalEntries() {
  const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
  const bare = Object.keys(lock.packages).filter(
    (key) => lock.packages[key].optional && !lock.packages[key].integrity,
  );
  for (const key of bare) delete lock.packages[key];
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  return bare.length;
}

const dropped = dropBareOptionalEntries();
if (dropped)
  console.log(`Asking the registry again for ${dropped} optional entries without integrity`);
const install = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], {
  stdio: 'inherit',
});
if (install.status !== 0) process.exit(install.status ?? 1);

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
