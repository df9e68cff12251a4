// The registry this project installs from does not carry every platform build of packages such as
// @swc/core or unrs-resolver, so `npm install` leaves those optional entries out of the lock file
// and `npm ci` then refuses it. This adds the missing optional entries (npm skips them at install
// time, as they are optional); run it after any change to the dependencies.
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
