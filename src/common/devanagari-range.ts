/**
 * The Devanāgarī face's range, as @fontsource publishes it: the characters the face draws, and
 * what every declaration of a cut of it (the site's, a page's, an article's) names.
 */
export const DEVANAGARI_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** The range as an @font-face unicode-range. */
export const DEVANAGARI_UNICODE_RANGE = DEVANAGARI_RANGES.map(([from, to]) =>
  from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(', ');
