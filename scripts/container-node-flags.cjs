// The Node flags of the container's command and its allocator settings, for every script that
// starts the built server as the container does (the load test, the Lighthouse bench, the cluster
// test). CommonJS, so that both the ES module scripts and the cluster test (TypeScript compiled as
// CommonJS) can import it.
const { existsSync, readFileSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');

/**
 * The flags of docker/Dockerfile's CMD (exec form: V8's heap sizes), so a server measured outside
 * the image runs as the image runs it.
 */
function containerNodeFlags() {
  const dockerfile = readFileSync(join(__dirname, '../docker/Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.*\])\s*$/m.exec(dockerfile)?.[1];
  const args = cmd ? JSON.parse(cmd) : [];
  return args.slice(1).filter((arg) => arg.startsWith('--'));
}

/**
 * The allocator settings of docker/Dockerfile's running stage, as its ENV writes them: the
 * library it preloads (LD_PRELOAD) and that library's settings (MALLOC_CONF).
 */
function imageAllocatorEnv() {
  const { DockerfileParser } = require('dockerfile-ast');
  const dockerfile = DockerfileParser.parse(
    readFileSync(join(__dirname, '../docker/Dockerfile'), 'utf8'),
  );
  const lastFrom = dockerfile.getFROMs().at(-1)?.getRange().start.line ?? 0;
  const properties = dockerfile
    .getENVs()
    .filter((env) => env.getRange().start.line > lastFrom)
    .flatMap((env) => env.getProperties());
  return Object.fromEntries(
    properties
      .filter((property) => /^(LD_PRELOAD|MALLOC_)/.test(property.getName()))
      .map((property) => [property.getName(), property.getValue()]),
  );
}

/** Where Linux distributions put a shared library outside the image, which links it at a path of its own. */
const LIBRARY_DIRECTORIES = [
  '/usr/lib/x86_64-linux-gnu',
  '/usr/lib/aarch64-linux-gnu',
  '/usr/lib64',
  '/usr/lib',
];

/**
 * The image's allocator settings for a server started on this machine
 * (docs/decisions/0201-jemalloc-returns-what-the-first-start-freed.md), with the preloaded
 * library found where this machine has it. Throws on Linux when it has not: a server measured
 * without the image's allocator would measure another process. LD_PRELOAD is the Linux loader's;
 * elsewhere the server runs on the system's allocator, and nothing of this applies.
 */
function containerAllocatorEnv() {
  if (process.platform !== 'linux') return {};
  const env = imageAllocatorEnv();
  if (env.LD_PRELOAD) {
    const name = basename(env.LD_PRELOAD);
    const found = [dirname(env.LD_PRELOAD), ...LIBRARY_DIRECTORIES]
      .map((dir) => join(dir, name))
      .find((path) => existsSync(path));
    if (!found) {
      throw new Error(
        `The image preloads ${name}, which this machine lacks (Debian: apt-get install -y libjemalloc2).`,
      );
    }
    env.LD_PRELOAD = found;
  }
  return env;
}

/**
 * Throws unless the process with this pid has the library its environment preloads mapped
 * (Linux), so that a figure printed for the image's allocator was measured with it.
 */
function assertPreloaded(pid, env) {
  if (!env.LD_PRELOAD || process.platform !== 'linux') return;
  const maps = readFileSync(`/proc/${pid}/maps`, 'utf8');
  if (!maps.includes(basename(env.LD_PRELOAD))) {
    throw new Error(`The server (pid ${pid}) did not load ${env.LD_PRELOAD}.`);
  }
}

module.exports = { containerNodeFlags, containerAllocatorEnv, imageAllocatorEnv, assertPreloaded };
