// Computes the metric overrides of the local fallback faces in client/styles/fonts.css, so text
// drawn in the fallback before the web font arrives takes the same room (no layout shift when it
// swaps). Run once after the fonts change: `node scripts/font-fallbacks.mjs`; it prints the
// @font-face rules. Method and figures: docs/decisions/0065-font-loading.md.
//
// No font-metrics library is installed (fontkit, @capsizecss/*, fontaine, opentype.js); the few
// tables needed (head, hhea, OS/2, cmap format 4, hmtx) are read here from the fonts themselves:
// the woff2 files through wawoff2 (already a dependency of the font subsetting), the system's
// Liberation faces (metric-compatible with Arial and Times New Roman) as they are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decompress } from 'wawoff2';
import { ROOT } from './build-state.mjs';

/** Letter frequencies of English text (as Capsize weighs average widths), space included. */
const FREQUENCIES = {
  ' ': 0.1818,
  e: 0.1006,
  t: 0.0735,
  a: 0.0653,
  o: 0.0604,
  i: 0.0566,
  n: 0.0565,
  s: 0.0519,
  r: 0.0497,
  h: 0.0435,
  l: 0.0333,
  d: 0.0318,
  c: 0.0236,
  u: 0.0228,
  m: 0.0201,
  f: 0.0178,
  p: 0.0163,
  g: 0.0158,
  w: 0.0151,
  y: 0.0146,
  b: 0.0121,
  v: 0.0082,
  k: 0.0064,
  x: 0.0014,
  j: 0.0011,
  q: 0.0009,
  z: 0.0007,
};

function tables(font) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const found = {};
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    found[tag] = view.getUint32(at + 8);
  }
  return { view, found };
}

/** The glyph of each character, from the cmap's Unicode BMP subtable (format 4). */
function glyphOf(view, cmap) {
  const subtables = view.getUint16(cmap + 2);
  let offset;
  for (let i = 0; i < subtables; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    if ((platform === 3 && encoding === 1) || platform === 0) {
      const candidate = cmap + view.getUint32(cmap + 8 + i * 8);
      if (view.getUint16(candidate) === 4) offset = candidate;
    }
  }
  const segments = view.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  return (code) => {
    for (let i = 0; i < segments; i++) {
      if (view.getUint16(ends + i * 2) < code) continue;
      const start = view.getUint16(starts + i * 2);
      if (start > code) return 0;
      const delta = view.getInt16(deltas + i * 2);
      const range = view.getUint16(ranges + i * 2);
      if (!range) return (code + delta) & 0xffff;
      const glyph = view.getUint16(ranges + i * 2 + range + (code - start) * 2);
      return glyph ? (glyph + delta) & 0xffff : 0;
    }
    return 0;
  };
}

/** unitsPerEm, hhea ascender/descender/lineGap and the frequency-weighted average advance. */
function metrics(font) {
  const { view, found } = tables(font);
  const unitsPerEm = view.getUint16(found.head + 18);
  const ascent = view.getInt16(found.hhea + 4);
  const descent = view.getInt16(found.hhea + 6);
  const lineGap = view.getInt16(found.hhea + 8);
  const longMetrics = view.getUint16(found.hhea + 34);
  const glyph = glyphOf(view, found.cmap);
  const advance = (id) => view.getUint16(found.hmtx + Math.min(id, longMetrics - 1) * 4);
  let width = 0;
  for (const [char, weight] of Object.entries(FREQUENCIES)) {
    width += advance(glyph(char.charCodeAt(0))) * weight;
  }
  return { unitsPerEm, ascent, descent, lineGap, averageWidth: width / unitsPerEm };
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/** The web faces and the local faces standing in for them until they arrive. */
const FACES = [
  {
    family: 'Inter',
    file: join(ROOT, 'client/styles/fonts/inter-latin.woff2'),
    fallback: 'Arial',
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    metricsOf: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  },
  {
    family: 'Source Serif',
    file: join(ROOT, 'client/styles/fonts/source-serif-latin.woff2'),
    fallback: 'Times New Roman',
    local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
    metricsOf: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  },
];

for (const face of FACES) {
  const web = metrics(Buffer.from(await decompress(readFileSync(face.file))));
  const local = metrics(readFileSync(face.metricsOf));
  const sizeAdjust = web.averageWidth / local.averageWidth;
  const per = (value) => percent(Math.abs(value) / web.unitsPerEm / sizeAdjust);
  console.log(
    `/* ${face.family} (average width ${web.averageWidth.toFixed(4)} em) over ${face.fallback} ` +
      `(${local.averageWidth.toFixed(4)} em) */`,
  );
  console.log(`@font-face {
  font-family: '${face.family} Fallback';
  src: ${face.local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${per(web.ascent)};
  descent-override: ${per(web.descent)};
  line-gap-override: ${per(web.lineGap)};
}`);
}
