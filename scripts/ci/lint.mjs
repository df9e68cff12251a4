// `npm run lint`: ESLint, Prettier's check and the two type checks (server and tests, client)
// started at once rather than one after the other: each is one process on one core, so on two
// cores the four take about as long as the longest two in a row
// (docs/decisions/0213-lint-at-once.md). Each tool's output is held until it ends and
// printed as one block under its name, so the four never interleave; the exit status is 1 when
// any of them fails, and the last lines name which.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

const TOOLS = [
  ['eslint', bin('eslint'), ['.']],
  ['prettier --check', bin('prettier'), ['--check', '.']],
  ['tsc --noEmit -p tsconfig.json', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['tsc --noEmit -p tsconfig.client.json', bin('tsc'), ['--noEmit', '-p', 'tsconfig.client.json']],
];

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

function run([name, command, args]) {
  return new Promise((resolve) => {
    const from = Date.now();
    const chunks = [];
    const child = spawn(command, args, {
      cwd: ROOT,
      // Colours as in a terminal when this script has one (the tools see a pipe): the output is only
      // held, not parsed.
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    let ended = false;
    const end = (code, error) => {
      if (ended) return;
      ended = true;
      const output = Buffer.concat(chunks).toString().trimEnd();
      const ok = code === 0;
      console.log(`── ${name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(from)}`);
      if (error) console.log(error.message);
      if (output) console.log(output);
      console.log('');
      resolve({ name, ok });
    };
    child.once('error', (error) => end(null, error));
    child.once('close', (code) => end(code));
  });
}

const results = await Promise.all(TOOLS.map(run));
const failed = results.filter((result) => !result.ok).map((result) => result.name);
console.log(
  failed.length
    ? `lint FAILED in ${seconds(started)}: ${failed.join(', ')}`
    : `lint passed in ${seconds(started)}: ${results.map((result) => result.name).join(', ')}`,
);
process.exit(failed.length ? 1 : 0);
