import type { Response } from 'superagent';

/**
 * A supertest parser that keeps the body as its bytes (CSV with a byte-order mark, fonts,
 * photographs): `.buffer(true).parse(bytesBody)`, then `res.body as Buffer`.
 */
export function bytesBody(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
