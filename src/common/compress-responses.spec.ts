import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressResponses } from './compress-responses';

/** A page about the size of a member's dashboard (89 kB), and about as compressible. */
const page = Buffer.from(
  Array.from(
    { length: 2500 },
    (_, i) => `<li class="fact-${i % 97}">${i.toString(36)}:${Math.sin(i).toString(36)}</li>`,
  ).join(''),
);

/** How many writes the compressed answer to one GET took, and its bytes once decoded. */
async function answer(encoding: 'br' | 'gzip'): Promise<{ writes: number; body: Buffer }> {
  const compress = compressResponses();
  let writes = 0;
  const server = createServer((req, res) => {
    const write = res.write.bind(res);
    // The middleware keeps the write it found, so this counts what reaches the socket.
    res.write = ((...args: Parameters<typeof write>) => {
      writes += 1;
      return write(...args);
    }) as typeof res.write;
    compress(req as never, res as never, () => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(page);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      get({ host: '127.0.0.1', port, headers: { 'Accept-Encoding': encoding } }, (res) => {
        expect(res.headers['content-encoding']).toBe(encoding);
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    return { writes, body: encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body) };
  } finally {
    server.close();
  }
}

describe('compressResponses', () => {
  it('sends a rendered page compressed with brotli, as browsers ask for it, in one write', async () => {
    const { writes, body } = await answer('br');
    expect(body.equals(page)).toBe(true);
    expect(writes).toBe(1);
  });

  it('sends it with gzip in two: what deflate had made when the page went in, then the rest', async () => {
    const { writes, body } = await answer('gzip');
    expect(body.equals(page)).toBe(true);
    expect(writes).toBeLessThanOrEqual(2);
  });
});
