import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';

/**
 * Graceful shutdown of the built server (`node dist/server/main.js`, as the container runs it):
 * SIGTERM turns readiness to 503, lets in-flight requests finish (each still uploading its body on
 * a keep-alive connection, and a burst of page and API requests) with `Connection: close` on their
 * answers, closes idle keep-alive connections, closes the database (for PGlite: releases
 * DATA_DIR/pglite.lock) and exits 0 within 10 s. Uses DATABASE_URL when set, else an embedded
 * PGlite in a temporary DATA_DIR.
 */
interface RawAnswer {
  status: number;
  text: string;
}

/** Reads one HTTP/1.1 answer from a raw socket, until the server closes the connection. */
function readAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text });
    });
  });
}

describe('graceful shutdown (SIGTERM)', () => {
  let server: BuiltServer | undefined;
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pragya-shutdown-'));
  });

  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes in-flight requests, closes the database and exits 0 within 10 s', async () => {
    server = await startBuiltServer(
      { NODE_ENV: 'test', JWT_SECRET: 'shutdown-secret-shutdown-secret-0123456' },
      dataDir,
    );
    const { child, port, base, exited } = server;
    if (!process.env.DATABASE_URL) expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

    // Slow requests: headers and half the body are sent before SIGTERM, the rest after, so they
    // are surely in flight. Each needs the database once its body is complete.
    const slowCalls: Array<[string, Record<string, string>, number]> = [
      [
        '/api/contact',
        { name: 'Late Visitor', email: 'late-1@example.org', message: 'Sent while stopping.' },
        201,
      ],
      [
        '/api/contact',
        { name: 'Late Visitor', email: 'late-2@example.org', message: 'Also sent then.' },
        201,
      ],
      ['/api/auth/login', { email: 'late-3@example.org', password: 'Not-The-Password-1' }, 401],
      ['/api/auth/login', { email: 'late-4@example.org', password: 'Not-The-Password-2' }, 401],
      ['/api/auth/forgot-password', { email: 'late-5@example.org' }, 200],
    ];
    const slow = await Promise.all(
      slowCalls.map(async ([path, payload]) => {
        const body = JSON.stringify(payload);
        const socket = connect(port, '127.0.0.1');
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        const answer = readAnswer(socket);
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
        );
        return { socket, answer, rest: body.slice(10) };
      }),
    );
    // A keep-alive connection that has had its answer and sits idle when the signal comes.
    const idle = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => idle.once('connect', () => resolve()));
    const idleClosed = new Promise<string>((resolve) => {
      let text = '';
      idle.on('data', (chunk: Buffer) => (text += chunk.toString()));
      idle.on('close', () => resolve(text));
    });
    idle.write(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    // A burst of ordinary requests around the same moment: each one either gets its whole answer
    // or (if the server had not read it yet) a refused or reset connection, never a 5xx. The one
    // exception is by design: once stopping, /api/health reports 503 so that a load balancer
    // stops sending traffic here (terminus's shutdown flag).
    const burst = Array.from({ length: 12 }, (_, i) => {
      const path = ['/', '/courses', '/api/health', '/contact'][i % 4];
      return fetch(`${base}${path}`).then(
        async (res) => ({ path, status: res.status, text: await res.text() }),
        (error: Error) => ({
          path,
          status: 0,
          text: String((error.cause as Error | undefined)?.message),
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const signalled = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Readiness has turned false while the slow requests are still being uploaded.
    const ready = await fetch(`${base}/api/health/ready`).then(
      (res) => res.status,
      () => 0,
    );
    expect([503, 0]).toContain(ready);
    for (const { socket, rest } of slow) socket.write(rest);

    const answers = await Promise.all(slow.map(({ answer }) => answer));
    answers.forEach((answer, i) => {
      const [path, , status] = slowCalls[i];
      expect({
        path,
        status: answer.status,
        body: answer.text.split('\r\n\r\n')[1],
        // Asked for keep-alive, told to reconnect elsewhere; the server then closed the socket.
        connection: /\r\nConnection: (\S+)\r\n/i.exec(answer.text)?.[1],
      }).toEqual({
        path,
        status,
        body: expect.stringMatching(/^\{"(message|msg|statusCode)"/),
        connection: 'close',
      });
    });
    // The idle connection had its one answer (kept alive then), and was closed by the server.
    const idleText = await idleClosed;
    expect(idleText).toMatch(/^HTTP\/1\.1 200 /);
    expect(idleText).toMatch(/\r\nConnection: keep-alive\r\n/i);
    const burstAnswers = await Promise.all(burst);
    for (const answer of burstAnswers) {
      if (answer.status === 0)
        expect(answer.text).toMatch(/ECONNRESET|ECONNREFUSED|other side closed/);
      else if (answer.path === '/api/health' && answer.status === 503)
        expect(JSON.parse(answer.text)).toMatchObject({ status: 'error' });
      else {
        expect({
          path: answer.path,
          status: answer.status,
          text: answer.text.slice(0, 300),
        }).toEqual({
          path: answer.path,
          status: 200,
          text: expect.stringMatching(/.{20}/),
        });
      }
    }
    const completed = burstAnswers.filter((a) => a.status === 200).length;

    const exit = await exited;
    const took = Date.now() - signalled;
    const output = server.output();
    expect({ ...exit, output: exit.code === 0 ? '' : output }).toEqual({
      code: 0,
      signal: null,
      output: '',
    });
    expect(took).toBeLessThan(10_000);
    expect(output).toContain('SIGTERM received');
    if (!process.env.DATABASE_URL) expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    console.log(
      `shutdown: ${answers.length} slow requests answered, ${completed}/${burstAnswers.length} of the burst; exited 0 ${took} ms after SIGTERM`,
    );
  });
});
