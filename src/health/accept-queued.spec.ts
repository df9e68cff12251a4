import { createServer, type Server } from 'node:http';
import { stat } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { acceptQueued } from './accept-queued';

/** A page that takes the event loop for `ms`, as a server-rendered page does on a busy machine. */
function busyServer(ms: number): Server {
  return createServer((_req, res) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // The render's synchronous work.
    }
    res.end('rendered');
  });
}

/** One GET on its own connection: resolves to the status line's code, or the socket's error. */
function get(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 'closed unanswered'));
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  });
}

/**
 * Sixty connections that reach the kernel's queue at once, 100 ms before the caller closes: the
 * server accepts one per turn, and each turn also renders a page for the one accepted before it.
 */
async function queuedBurst() {
  const server = busyServer(15);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const answers = Promise.all(Array.from({ length: 60 }, () => get(port)));
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { server, answers };
}

/** Resolves in an I/O callback (the poll phase), where a signal handler calls acceptQueued. */
const inPollPhase = () => new Promise<void>((resolve) => stat(__filename, () => resolve()));
/** Resolves in a timer callback, where the end of the shutdown delay calls acceptQueued. */
const inTimerPhase = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('acceptQueued', () => {
  it.each([
    ['a timer (the end of the delay)', inTimerPhase],
    ['the poll phase (a signal handler, no delay)', inPollPhase],
  ])(
    'lets a busy server accept and answer a burst queued before its listener closes, called from %s',
    async (_, phase) => {
      const { server, answers } = await queuedBurst();

      // The end of the shutdown delay, as src/serve.ts does it.
      await phase();
      await acceptQueued(server, Date.now() + 10_000);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();

      expect(await answers).toEqual(Array.from({ length: 60 }, () => '200'));
      await closed;
    },
  );

  it('stops waiting at the deadline: what is still queued when the listener closes is reset', async () => {
    const { server, answers } = await queuedBurst();

    await acceptQueued(server, Date.now());
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();

    const got = await answers;
    expect(got.filter((answer) => answer === '200').length).toBeLessThan(60);
    expect(got.filter((answer) => answer !== '200').length).toBeGreaterThan(0);
    await closed;
  });
});
