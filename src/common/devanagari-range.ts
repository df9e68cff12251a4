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

/** The address of a cut at weight 400 alone, beside the cut at every weight (`….400.woff2`). */
export function regularCutAddress(address: string): string {
  return address.replace(/\.woff2$/, '.400.woff2');
}

/**
 * The two faces of a cut of the Devanāgarī face, for a page's head or an article's style: at every
 * weight, then at 400 alone. For text at 400 both match and the browser takes the one declared
 * last, so a page whose Devanāgarī is all in a normal weight fetches only the regular cut, about
 * half the bytes; bold Devanāgarī fetches the whole cut (docs/decisions/0210-the-regular-cut.md).
 */
export function devanagariCutFaces(family: string, address: string): string {
  const face = (weight: string, src: string, format: string) =>
    `@font-face{font-family:'${family}';font-style:normal;font-display:swap;` +
    `font-weight:${weight};src:url(${src}) format('${format}');` +
    `unicode-range:${DEVANAGARI_UNICODE_RANGE}}`;
  return (
    face('400 800', address, 'woff2-variations') + face('400', regularCutAddress(address), 'woff2')
  );
}
