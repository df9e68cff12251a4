import express, { type NextFunction, type Request, type Response } from 'express';
import { inject } from 'light-my-request';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { runBeforeExpress, type NodeLayer } from './before-express';

/** An Express app with `layers` before it, a route, and an error handler that names the error. */
function appWith(layers: NodeLayer[]) {
  const app = express();
  const routed: string[] = [];
  const late: unknown[] = [];
  runBeforeExpress(app, layers, (error) => late.push(error));
  app.use((req, _res, next) => {
    routed.push(req.path);
    next();
  });
  app.get('/page', (_req, res) => {
    res.json({ locals: res.locals.seen ?? null });
  });
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ error: error.message });
  });
  return { app, routed, late };
}

/** The status line and headers the server answers a request written as it is. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
  });
}

const mark: NodeLayer = (_req, res, next) => {
  res.locals.seen = 'before';
  res.setHeader('X-Before', '1');
  next();
};

describe('runBeforeExpress', () => {
  it('runs its layers in order on every request, then Express with their locals', async () => {
    const order: string[] = [];
    const { app, routed } = appWith([
      (_req, _res, next) => (order.push('first'), next()),
      mark,
      (_req, _res, next) => (order.push('last'), next()),
    ]);
    const answer = await request(app).get('/page').expect(200);
    expect(order).toEqual(['first', 'last']);
    expect(answer.headers['x-before']).toBe('1');
    expect(answer.body).toEqual({ locals: 'before' });
    expect(routed).toEqual(['/page']);
  });

  it('leaves Express out of what a layer answers', async () => {
    const { app, routed } = appWith([
      mark,
      (req, res, next) => {
        if (req.url !== '/cached') return next();
        res.setHeader('Content-Type', 'text/plain');
        res.end('from before Express');
      },
    ]);
    const answer = await request(app).get('/cached').expect(200);
    expect(answer.text).toBe('from before Express');
    expect(answer.headers['x-before']).toBe('1');
    expect(routed).toEqual([]);
  });

  it("hands a layer's error, thrown or passed on, to Express's error handling", async () => {
    const { app, routed } = appWith([
      (req, _res, next) => {
        if (req.url === '/thrown') throw new Error('thrown before Express');
        if (req.url === '/passed') return next(new Error('passed on before Express'));
        next();
      },
      mark,
    ]);
    const thrown = await request(app).get('/thrown').expect(500);
    expect(thrown.body).toEqual({ error: 'thrown before Express' });
    const passed = await request(app).get('/passed').expect(500);
    expect(passed.body).toEqual({ error: 'passed on before Express' });
    // The layers after the failing one did not run, and no route did.
    expect(thrown.headers['x-before']).toBeUndefined();
    expect(passed.headers['x-before']).toBeUndefined();
    expect(routed).toEqual([]);
    await request(app).get('/page').expect(200);
  });

  it('reads a falsy value passed on as no error, as Express does', async () => {
    const { app, routed } = appWith([(_req, _res, next) => next(null), mark]);
    const answer = await request(app).get('/page').expect(200);
    expect(answer.headers['x-before']).toBe('1');
    expect(routed).toEqual(['/page']);
  });

  it('leaves the answer to Express when a layer throws after passing the request on', async () => {
    const { app, routed, late } = appWith([
      (_req, _res, next) => {
        next();
        throw new Error('after next');
      },
      mark,
    ]);
    const answer = await request(app).get('/page').expect(200);
    expect(answer.headers['x-before']).toBe('1');
    expect(routed).toEqual(['/page']);
    expect(late).toEqual([new Error('after next')]);
  });

  it('hands a request whose URL cannot be read straight to Express, before any layer', async () => {
    let layers = 0;
    const { app, routed } = appWith([(_req, _res, next) => (layers++, next())]);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const head = await rawRequest(port, 'GET http://[::1/x HTTP/1.1\r\nHost: a\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 404 /);
      expect(layers).toBe(0);
      expect(routed).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('runs for requests handed to the app in-process (light-my-request) too', async () => {
    const { app, routed } = appWith([mark]);
    const answer = await inject((req, res) => app(req, res), { method: 'GET', url: '/page' });
    expect(answer.headers['x-before']).toBe('1');
    expect(routed).toEqual(['/page']);
  });
});
