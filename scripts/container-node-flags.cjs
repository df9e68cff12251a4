// The Node flags of the container's command and its allocator settings, for every script that
// starts the built server as the container does (the load test, the Lighthouse bench, the cluster
// test). CommonJS, so that both the ES module scripts and the cluster test (TypeScript compiled as
// CommonJS) can import it.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

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
 * The allocator settings of docker/Dockerfile's running stage (glibc's MALLOC_* variables in its
 * ENV), for the same scripts: the process's native memory is configured there, not by a flag.
 */
function containerAllocatorEnv() {
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
      .filter((property) => property.getName().startsWith('MALLOC_'))
      .map((property) => [property.getName(), property.getValue()]),
  );
}

module.exports = { containerNodeFlags, containerAllocatorEnv };
