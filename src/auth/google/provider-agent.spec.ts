import { Agent as HttpAgent, get } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { createServer, type Server, type Socket } from 'node:net';
import { providerAgent } from './provider-agent';

describe('providerAgent', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let port = 0;

  beforeAll(async () => {
    // Accepts connections and never answers, like a provider that hangs.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails a request to a provider that does not answer', async () => {
    const agent = providerAgent([`http://127.0.0.1:${port}/token`], 200)!;
    const started = Date.now();
    const error = await new Promise<Error>((resolve) => {
      get(`http://127.0.0.1:${port}/token`, { agent }, () => undefined).on('error', resolve);
    });
    expect(error.message).toBe('no answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fits the scheme of the endpoints, and stays out when they differ', () => {
    const plain = providerAgent(['http://a.test/token', 'http://a.test/userinfo']);
    expect(plain).toBeInstanceOf(HttpAgent);
    expect(plain).not.toBeInstanceOf(HttpsAgent);
    expect(providerAgent(['https://a.test/token', 'https://b.test/userinfo'])).toBeInstanceOf(
      HttpsAgent,
    );
    expect(providerAgent(['https://a.test/token', 'http://a.test/userinfo'])).toBeNull();
  });
});
