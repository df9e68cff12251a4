import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import { faceVersion } from './devanagari-characters';
import { FaceCutter, type FaceWeights } from './face-cutter';

/** Cuts kept in this process (pages' and articles' distinct character sets), bounded. */
const KEPT = 256;

/**
 * Cuts of Noto Serif Devanagari to a page's or an article's characters, with every glyph their
 * conjuncts and vowel signs form (harfbuzz keeps the shaping rules' closure), weights 400–800, or
 * 400 alone (FaceWeights).
 * The whole face is 127 kB, the site's own cut 63 kB; a page's or an article's characters need
 * 2–25 kB, and the first paint no longer waits for the whole face
 * (docs/decisions/0187-what-the-largest-paint-counted.md). A cut takes harfbuzz 85–885 ms (in a
 * worker thread, FaceCutter), so only cuts the server itself named are made: an article's (the
 * characters come from the article) or a page's (signed, src/fonts/page-faces.ts).
 */
@Injectable()
export class DevanagariFaces implements OnModuleDestroy {
  private readonly cutter = new FaceCutter();
  private readonly kept = new Map<string, Promise<Buffer>>();

  /** The face cut to these characters; the same characters are cut once at each weight. */
  face(characters: string, weights: FaceWeights = 'variable'): Promise<Buffer> {
    const version = cutVersion(characters, weights);
    const kept = this.kept.get(version);
    if (kept) {
      // Most recently used last, so the oldest is the one let go.
      this.kept.delete(version);
      this.kept.set(version, kept);
      return kept;
    }
    const made = this.cutter.cut(characters, weights);
    made.catch(() => this.kept.delete(version));
    this.kept.set(version, made);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    return made;
  }

  onModuleDestroy(): Promise<void> {
    return this.cutter.stop();
  }
}

/** A cut's validator: its characters' version, and `-400` for the regular cut. */
export function cutVersion(characters: string, weights: FaceWeights): string {
  const version = faceVersion(characters);
  return weights === 'regular' ? `${version}-400` : version;
}

/**
 * The process's one set of cuts: the pages' renderer starts a page's cut as it names it (so the
 * cut is ready, or nearly, when the browser asks), and the controllers serve it from here.
 */
export const processFaces = new DevanagariFaces();

/** Answers with a cut: its address never changes its bytes, so it is kept for a year. */
export function sendFace(req: Request, res: Response, bytes: Buffer, version: string): void {
  res.setHeader('Content-Type', 'font/woff2');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', `"${version}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', bytes.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
}
