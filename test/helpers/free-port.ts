import { createServer } from 'node:net';

/**
 * A loopback TCP port that was free a moment ago, for a child process (Redis, the built server)
 * that must be told its port before it starts.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
