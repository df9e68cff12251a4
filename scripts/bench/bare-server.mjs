// The bench's row 0 (and 0b with `--express`): a bare node:http server in a process of its own,
// started by bench.mjs with fork(). It answers every request with one of a page's answers, bytes and
// headers as the site sent them, drawn at random as the site draws `/`'s variants: what serving a
// cached page could cost at best. In the bench's own process it would share that process with the
// app the bench runs there, and answer a fifth fewer requests than alone
// (docs/decisions/0227-the-ratio-between-two-processes.md).
//
// Receives the answers ({ headers, body }[]) as its first IPC message, answers { port } once it
// listens, and stops when the bench disconnects.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { LAYERS_BEFORE_CACHED_PAGES } from './lib.mjs';

const requireFromRoot = createRequire(new URL('../../package.json', import.meta.url));

/**
 * Express alone, as the site uses it, with as many layers before the answer as a cached page
 * passed, each doing nothing but pass it on: the ceiling a page answered inside Express would
 * have, whatever those layers do.
 */
function throughExpress(answer) {
  const express = requireFromRoot('express');
  const app = express();
  app.disable('x-powered-by');
  for (let i = 0; i < LAYERS_BEFORE_CACHED_PAGES; i++) app.use((_req, _res, next) => next());
  app.get('*splat', (_req, res) => {
    const { headers, body } = answer();
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(body);
  });
  return app;
}

process.once('message', (sent) => {
  const answers = sent.map(({ headers, body }) => {
    const kept = { ...headers, 'content-length': String(body.length) };
    for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete kept[name];
    return { headers: kept, body };
  });
  const answer = () => answers[Math.floor(Math.random() * answers.length)];
  const server = createServer(
    process.argv.includes('--express')
      ? throughExpress(answer)
      : (_req, res) => {
          const { headers, body } = answer();
          res.writeHead(200, headers);
          res.end(body);
        },
  );
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});
process.once('disconnect', () => process.exit(0));
