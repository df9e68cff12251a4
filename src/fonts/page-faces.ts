import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { devanagariCutFaces, regularCutAddress } from '../common/devanagari-range';
import { characterBits, charactersOfBits, devanagariCharacters } from './devanagari-characters';
import type { FaceWeights } from './face-cutter';

const FILE = /^([A-Za-z0-9_-]{38})\.([A-Za-z0-9_-]{22})(\.400)?\.woff2$/;

/** The key that signs a page's cut, derived from the app secret (every replica has the same). */
export function pageFaceKey(appSecret: string): Buffer {
  return createHash('sha256').update(`pragya-page-face\u0000${appSecret}`).digest();
}

const signature = (bits: string, key: Buffer) =>
  createHmac('sha256', key).update(bits).digest().subarray(0, 16).toString('base64url');

/**
 * `/fonts/devanagari/{characters}.{signature}.woff2`, and `….400.woff2` for the regular cut: the
 * address of a cut the server named.
 */
export function pageFaceAddress(
  characters: string,
  key: Buffer,
  weights: FaceWeights = 'variable',
): string {
  const bits = characterBits(characters);
  const address = `/fonts/devanagari/${bits}.${signature(bits, key)}.woff2`;
  return weights === 'regular' ? regularCutAddress(address) : address;
}

/** A cut a page's address names: its characters and weights. */
export interface PageFace {
  characters: string;
  weights: FaceWeights;
}

/**
 * The cut a file name names, or undefined when the server did not sign its characters: a cut takes
 * harfbuzz 85–885 ms here, so no address a visitor makes up is cut (at most the two weights of a
 * set the server named).
 */
export function faceOfFile(file: string, key: Buffer): PageFace | undefined {
  const match = FILE.exec(file);
  if (!match) return undefined;
  const expected = Buffer.from(signature(match[1], key));
  const given = Buffer.from(match[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const characters = charactersOfBits(match[1]);
  if (!characters) return undefined;
  return { characters, weights: match[3] ? 'regular' : 'variable' };
}

/**
 * The page's own cut of the site's Devanāgarī face, as a style for its head, or '' when the page
 * writes none. Declared after the site's stylesheet, it is the face the page's characters are
 * drawn in, so the page does not fetch the site's whole cut (63 kB) before its first paint; a
 * character a later page adds is drawn from the site's face, syllable by syllable (the same
 * glyphs: both are cuts of one font).
 * Declared at every weight, then at 400 alone (devanagariCutFaces: a text page's 48 kB becomes
 * 26). `named` is told the characters, to start the regular cut, which nearly every page needs.
 */
export function pageFaceStyle(
  html: string,
  key: Buffer,
  named?: (characters: string) => void,
): string {
  const characters = devanagariCharacters(html);
  if (!characters) return '';
  named?.(characters);
  return `<style>${devanagariCutFaces('Noto Serif Devanagari', pageFaceAddress(characters, key))}</style>`;
}
