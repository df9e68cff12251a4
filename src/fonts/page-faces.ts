import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DEVANAGARI_UNICODE_RANGE } from '../common/devanagari-range';
import { characterBits, charactersOfBits, devanagariCharacters } from './devanagari-characters';

const FILE = /^([A-Za-z0-9_-]{38})\.([A-Za-z0-9_-]{22})\.woff2$/;

/** The key that signs a page's cut, derived from the app secret (every replica has the same). */
export function pageFaceKey(appSecret: string): Buffer {
  return createHash('sha256').update(`pragya-page-face\u0000${appSecret}`).digest();
}

const signature = (bits: string, key: Buffer) =>
  createHmac('sha256', key).update(bits).digest().subarray(0, 16).toString('base64url');

/** `/fonts/devanagari/{characters}.{signature}.woff2`: the address of a cut the server named. */
export function pageFaceAddress(characters: string, key: Buffer): string {
  const bits = characterBits(characters);
  return `/fonts/devanagari/${bits}.${signature(bits, key)}.woff2`;
}

/**
 * The characters of a cut's file name, or '' when the server did not sign it: a cut takes harfbuzz
 * 85–885 ms here, so no address a visitor makes up is cut.
 */
export function charactersOfFaceFile(file: string, key: Buffer): string {
  const match = FILE.exec(file);
  if (!match) return '';
  const expected = Buffer.from(signature(match[1], key));
  const given = Buffer.from(match[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return '';
  return charactersOfBits(match[1]);
}

/**
 * The page's own cut of the site's Devanāgarī face, as a style for its head, or '' when the page
 * writes none. Declared after the site's stylesheet, it is the face the page's characters are
 * drawn in, so the page does not fetch the site's whole cut (63 kB) before its first paint; a
 * character a later page adds is drawn from the site's face, syllable by syllable (the same
 * glyphs: both are cuts of one font). `named` is told the characters, to start their cut.
 */
export function pageFaceStyle(
  html: string,
  key: Buffer,
  named?: (characters: string) => void,
): string {
  const characters = devanagariCharacters(html);
  if (!characters) return '';
  named?.(characters);
  return (
    `<style>@font-face{font-family:'Noto Serif Devanagari';font-style:normal;font-display:swap;` +
    `font-weight:400 800;src:url(${pageFaceAddress(characters, key)}) format('woff2-variations');` +
    `unicode-range:${DEVANAGARI_UNICODE_RANGE}}</style>`
  );
}
