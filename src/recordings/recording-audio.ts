import type { Request, Response } from 'express';
import rangeParser from 'range-parser';
import type { DataSource } from 'typeorm';
import type { Recording } from './recording.entity';

/** Resolves when the socket can take more, or when the listener has gone. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** The one range to send: all of it, a satisfiable first range, or 'unsatisfiable'. */
function rangeOf(req: Request, size: number, etag: string) {
  const header = req.headers.range;
  const ifRange = req.headers['if-range'];
  // A client whose copy is not ours (If-Range with another validator) gets the whole file.
  if (!header || (ifRange !== undefined && ifRange !== etag)) return undefined;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable' as const;
  // -2 is a malformed header, which RFC 9110 says to ignore; a multipart/byteranges answer is not
  // needed by any player, so of several ranges the first is sent.
  if (ranges === -2 || ranges.type !== 'bytes' || !ranges.length) return undefined;
  return ranges[0];
}

/**
 * Answers GET/HEAD for a stored recording's bytes with range support. The bytes are read piece by
 * piece (substring of one stored piece per query) and each is written only once the socket has
 * taken the one before, so a listener costs at most one piece of memory however long the file.
 */
export async function sendAudio(
  req: Request,
  res: Response,
  dataSource: DataSource,
  recording: Recording,
): Promise<void> {
  const size = recording.byteLength!;
  const chunk = recording.chunkSize!;
  const etag = `"${recording.sha256}"`;
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  // no-transform: the compression middleware (and any proxy) leaves audio as it is, which keeps
  // byte ranges meaningful.
  res.setHeader('Cache-Control', 'public, max-age=86400, no-transform');
  res.setHeader('Content-Type', recording.contentType!);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const range = rangeOf(req, size, etag);
  if (range === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${size}`);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('The requested range is outside the recording.');
    return;
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  if (range) {
    res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  }
  res.setHeader('Content-Length', String(size === 0 ? 0 : end - start + 1));
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  let position = start;
  while (position <= end && !res.destroyed) {
    const seq = Math.floor(position / chunk);
    const offset = position - seq * chunk;
    const length = Math.min(chunk - offset, end - position + 1);
    const rows = (await dataSource.query(
      `SELECT substring(data FROM $3 FOR $4) AS data FROM recording_chunks
       WHERE recording_id = $1 AND seq = $2`,
      [recording.id, seq, offset + 1, length],
    )) as Array<{ data: Buffer }>;
    // Deleted while it was being listened to: the answer stops short, as a dropped line would.
    if (!rows.length || !rows[0].data.length) {
      res.destroy();
      return;
    }
    position += rows[0].data.length;
    if (!res.write(rows[0].data)) await drained(res);
  }
  res.end();
}
