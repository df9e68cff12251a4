import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uncheckedApi } from './api';

/** What the site's API calls make of answers from a real HTTP server on the loopback. */
describe('api calls', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/whole') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ sessions: [] }));
      } else if (req.url === '/refused') {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Minutes must be a number.' }));
      } else if (req.url === '/empty') {
        res.writeHead(204).end();
      } else if (req.url === '/stalls') {
        // The head and half a body, then nothing more.
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '40' });
        res.write('{"sessions":');
      } else if (req.url === '/cut') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '40' });
        res.write('{"sessions":', () => res.destroy());
      } else if (req.url === '/cut-refusal') {
        res.writeHead(401, { 'Content-Type': 'application/json', 'Content-Length': '40' });
        res.write('{"message":', () => res.destroy());
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives a whole answer, a refusal with its sentence, and an empty success as such', async () => {
    expect(await uncheckedApi(`${base}/whole`)).toEqual({
      kind: 'ok',
      ok: true,
      status: 200,
      data: { sessions: [] },
    });
    expect(await uncheckedApi(`${base}/refused`)).toEqual({
      kind: 'error',
      ok: false,
      status: 400,
      data: { message: 'Minutes must be a number.' },
    });
    expect(await uncheckedApi(`${base}/empty`)).toMatchObject({ kind: 'ok', status: 204 });
  });

  it('counts a read whose body stops coming within the time limit, or is cut off, as no answer', async () => {
    const network = { kind: 'network', ok: false, status: 0, data: null };
    expect(await uncheckedApi(`${base}/stalls`, { signal: AbortSignal.timeout(200) })).toEqual(
      network,
    );
    expect(await uncheckedApi(`${base}/cut`)).toEqual(network);
  });

  it('keeps the status of a change or a refusal whose body is cut off', async () => {
    // The server acted on the change: asking again would act twice.
    expect(await uncheckedApi(`${base}/cut`, { method: 'POST', body: {} })).toEqual({
      kind: 'ok',
      ok: true,
      status: 200,
      data: {},
    });
    expect(await uncheckedApi(`${base}/cut-refusal`)).toEqual({
      kind: 'error',
      ok: false,
      status: 401,
      data: {},
    });
  });
});
