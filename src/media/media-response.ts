import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { requestPath } from '../common/api-path';
import type { NodeLayer } from '../common/before-express';
import { labelRoute } from '../logging/route-label';
import type { MediaFiles, StoredVariant } from './media-files.service';
import { VARIANT_FORMATS, type VariantFormat } from './media.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE = /^([1-9][0-9]{0,4})\.(avif|webp|jpeg)$/;
const PATH = /^\/media\/([^/]+)\/([^/]+)$/;

const TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export interface VariantAddress {
  id: string;
  width: number;
  format: VariantFormat;
}

/** `{id}` and `{width}.{format}` of /media/{id}/{width}.{format}, or null when they are not one. */
export function variantAddress(id: string, file: string): VariantAddress | null {
  const match = FILE.exec(file);
  const format = match?.[2] as VariantFormat | undefined;
  if (!UUID.test(id) || !match || !format || !VARIANT_FORMATS.includes(format)) return null;
  return { id: id.toLowerCase(), width: Number(match[1]), format };
}

/**
 * Answers with a variant's bytes. The type comes from the stored format, never from what was
 * uploaded; the address never changes its bytes, so browsers and caches keep them for a year.
 */
export function sendVariant(
  req: IncomingMessage,
  res: ServerResponse,
  variant: StoredVariant,
): void {
  res.setHeader('Content-Type', TYPES[variant.format]);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', variant.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (fresh(req.headers, { etag: variant.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', variant.bytes.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : variant.bytes);
}

/**
 * A photograph this process already holds is answered here, in a layer before Express: an
 * immutable public image needs none of the form cookie, compression, body parsing or Nest's router,
 * guards and interceptors (it has no rate limit and no session). Anything else (a variant not yet
 * read, a bad address) goes on to MediaFilesController, which reads the database and answers 404s.
 */
export function cachedMediaFiles(files: MediaFiles): NodeLayer {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = PATH.exec(requestPath(req));
    const address = path && variantAddress(path[1], path[2]);
    const variant = address && files.cached(address.id, address.width, address.format);
    if (!variant) return next();
    labelRoute(res, '/media/:id/:file');
    sendVariant(req, res, variant);
  };
}
