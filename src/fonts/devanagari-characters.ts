import { createHash } from 'node:crypto';
import { DEVANAGARI_RANGES as RANGES } from '../common/devanagari-range';

/** Every code point of the range, in order: bit i of a page's set stands for CODES[i]. */
const CODES = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i),
);
const INDEX = new Map(CODES.map((code, i) => [code, i]));
const BYTES = Math.ceil(CODES.length / 8);

/** Any character of the range (built from it, so the two cannot disagree). */
const IN_RANGE = new RegExp(
  `[${RANGES.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join('')}]`,
  'gu',
);

/** The dotted circle, where a lone vowel sign is drawn: every cut keeps it. */
const DOTTED_CIRCLE = 0x25cc;

/**
 * The face's characters a text writes, sorted and once each, with the dotted circle; '' when it
 * writes none.
 */
export function devanagariCharacters(text: string): string {
  const codes = new Set<number>();
  for (const [char] of text.matchAll(IN_RANGE)) codes.add(char.codePointAt(0)!);
  if (codes.size === 0) return '';
  codes.add(DOTTED_CIRCLE);
  return String.fromCodePoint(...[...codes].sort((a, b) => a - b));
}

/** A short name for a set of characters: a cut's address changes when they do. */
export function faceVersion(characters: string): string {
  return createHash('sha256').update(characters).digest('base64url').slice(0, 12);
}

/** The characters as a bitmap over the range, in base64url (38 characters). */
export function characterBits(characters: string): string {
  const bits = Buffer.alloc(BYTES);
  for (const char of characters) {
    const i = INDEX.get(char.codePointAt(0)!);
    if (i !== undefined) bits[i >> 3] |= 1 << (i & 7);
  }
  return bits.toString('base64url');
}

/** The characters a bitmap of characterBits names, or '' when it is not one. */
export function charactersOfBits(text: string): string {
  const bits = Buffer.from(text, 'base64url');
  // Only the one spelling characterBits makes, so an address has one cut.
  if (bits.length !== BYTES || bits.toString('base64url') !== text) return '';
  const codes = CODES.filter((_, i) => bits[i >> 3] & (1 << (i & 7)));
  return codes.length ? String.fromCodePoint(...codes) : '';
}
