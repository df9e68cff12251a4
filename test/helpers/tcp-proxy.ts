import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback TCP proxy to one target, for outage tests. close() stops listening and cuts every
 * open connection (clients see "connection refused" / "connection reset"), open() listens again on
 * the same port, so a client configured with the proxy's address recovers without a restart.
 */
export class TcpProxy {
  port = 0;
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  /** When set, connections are accepted but nothing is forwarded (a database that hangs). */
  private hanging = false;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get isOpen(): boolean {
    return this.server !== undefined;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  private handle(client: Socket): void {
    if (this.hanging) {
      this.track(client);
      client.on('error', () => undefined);
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    this.track(client);
    this.track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Cuts every connection, then accepts new ones without ever answering until open(). */
  async hang(): Promise<void> {
    await this.open();
    this.hanging = true;
    this.cutAll();
  }

  private cutAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Listens (on the previous port when reopening, else on a free one) and forwards again. */
  async open(): Promise<this> {
    if (this.hanging) {
      this.hanging = false;
      this.cutAll();
    }
    if (this.server) return this;
    const server = createServer((client) => this.handle(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening and destroys every proxied connection. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.hanging = false;
    this.cutAll();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  return new TcpProxy(targetHost, targetPort).open();
}
