import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import { negotiateEncoding } from './accept-encoding';

/** The codings the build precompresses files in (scripts/precompress.mjs), most preferred first. */
const SUFFIXES = { br: '.br', gzip: '.gz' } as const;
type Coding = keyof typeof SUFFIXES;
const CODINGS = Object.keys(SUFFIXES) as Coding[];

/** What the negotiation chose for one request, for setHeaders to act on when the file is sent. */
interface Chosen {
  encoding: Coding | 'identity';
  /** The requested file's extension: its type is the one to send, not the .br or .gz file's. */
  extension: string;
}

/** Every file under `dir` (dot files and folders aside, as express.static ignores them). */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(join(dir, entry.name), `${prefix}/${entry.name}`)
        : [`${prefix}/${entry.name}`],
    );
}

/** The URL path of each file that has precompressed siblings, with their codings. */
function findPrecompressed(root: string): Map<string, Coding[]> {
  const files = new Set(listFiles(root));
  const found = new Map<string, Coding[]>();
  for (const file of files) {
    const codings = CODINGS.filter((coding) => files.has(file + SUFFIXES[coding]));
    if (codings.length) found.set(file, codings);
  }
  return found;
}

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * express.static for `root`, answering with a file's .br or .gz sibling (made at build time)
 * when the client takes that coding: same type as the file, Content-Encoding, Vary:
 * Accept-Encoding, `cacheControl(path)` as for any file. Length, ETag, ranges and HEAD are those
 * of the sibling, the bytes actually sent, as express.static handles them.
 */
export function precompressedStatic(
  root: string,
  cacheControl: (path: string) => string,
): RequestHandler {
  const precompressed = findPrecompressed(root);
  const statics = express.static(root, {
    index: false,
    redirect: false,
    setHeaders(res: Response, path: string) {
      res.setHeader('Cache-Control', cacheControl(path));
      const chosen = res.locals.precompressed as Chosen | undefined;
      if (!chosen) return;
      // The answer depends on Accept-Encoding, whichever coding this one has.
      res.vary('Accept-Encoding');
      if (chosen.encoding !== 'identity' && path.endsWith(SUFFIXES[chosen.encoding])) {
        res.setHeader('Content-Encoding', chosen.encoding);
        res.type(chosen.extension);
      }
    },
  });
  return (req, res, next) => {
    const path = req.method === 'GET' || req.method === 'HEAD' ? decodedPath(req.path) : undefined;
    const codings = path === undefined ? undefined : precompressed.get(path);
    if (!path || !codings) return statics(req, res, next);
    const encoding = negotiateEncoding(req.headers['accept-encoding'], [...codings, 'identity']);
    res.locals.precompressed = { encoding, extension: extname(path) } satisfies Chosen;
    if (encoding === 'identity') return statics(req, res, next);
    const url = req.url;
    const query = url.indexOf('?');
    req.url =
      query < 0
        ? url + SUFFIXES[encoding]
        : url.slice(0, query) + SUFFIXES[encoding] + url.slice(query);
    statics(req, res, (error?: unknown) => {
      // Not sent after all (e.g. a range it cannot serve): whatever answers next sees the request
      // as it came, and no coding of ours.
      req.url = url;
      res.removeHeader('Content-Encoding');
      delete res.locals.precompressed;
      next(error);
    });
  };
}
