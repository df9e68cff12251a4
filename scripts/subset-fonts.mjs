// Subsets the self-hosted fonts to what the site uses (run by the build and `npm run dev`). The
// Latin faces keep the whole of their unicode-range (anything a visitor may type); the Latin
// Extended faces keep only the extended letters written in the client's sources (the IAST
// diacritics: ā ī ū ṛ ś ṣ ṇ ṅ ñ ṃ ḥ …), a few kB instead of 40–90 kB; the Devanagari face keeps the
// characters the site writes (with the conjuncts they form). The weight axis keeps 400–800, the
// weights the styles use. Output: client/styles/fonts/ (generated, not committed).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { ROOT } from './build-state.mjs';

const SOURCE = join(ROOT, 'node_modules');
const OUT = join(ROOT, 'client', 'styles', 'fonts');

/** The Latin face's range (as @fontsource publishes it). */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/** The Latin Extended face's range; only the letters the site uses are kept from it. */
const LATIN_EXT = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

/** The Devanagari face's range; only the characters the site writes are kept from it. */
const DEVANAGARI = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8],
  [0x20b9],
  [0x20f0],
  [0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];

/** The weights client/styles use (fonts.css declares the same range). */
const WEIGHTS = { min: 400, max: 800 };

const FACES = [
  {
    file: 'inter-latin',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    range: 'latin',
  },
  {
    file: 'inter-latin-ext',
    source: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    range: 'ext',
  },
  {
    file: 'source-serif-latin',
    source: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    range: 'latin',
  },
  {
    file: 'source-serif-latin-ext',
    source: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-normal.woff2',
    range: 'ext',
  },
  {
    file: 'noto-serif-devanagari',
    source:
      '@fontsource-variable/noto-serif-devanagari/files/noto-serif-devanagari-devanagari-wght-normal.woff2',
    range: 'devanagari',
  },
];

const inRanges = (ranges, code) => ranges.some(([from, to = from]) => code >= from && code <= to);

function codePointsOf(ranges) {
  return ranges.flatMap(([from, to = from]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  );
}

/** Every character written in the client's sources (content, pages, components). */
function clientCharacters(dir = join(ROOT, 'client'), found = new Set()) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (path !== OUT) clientCharacters(path, found);
    } else if (/\.(ts|tsx)$/.test(entry)) {
      for (const char of readFileSync(path, 'utf8')) found.add(char.codePointAt(0));
    }
  }
  return found;
}

/** The characters of these ranges among those the client's sources write. */
function usedCharacters(written, ranges) {
  return [...written].filter((code) => inRanges(ranges, code)).sort((a, b) => a - b);
}

export async function subsetFonts() {
  const started = Date.now();
  mkdirSync(OUT, { recursive: true });
  const written = clientCharacters();
  const extended = usedCharacters(written, LATIN_EXT);
  const devanagari = usedCharacters(written, DEVANAGARI);
  const text = {
    latin: String.fromCodePoint(...codePointsOf(LATIN)),
    ext: String.fromCodePoint(...extended),
    // The dotted circle is where a lone vowel sign is drawn; shaping may need it.
    devanagari: String.fromCodePoint(...devanagari, 0x25cc),
  };
  let before = 0;
  let after = 0;
  for (const face of FACES) {
    const source = readFileSync(join(SOURCE, face.source));
    const subset = await subsetFont(source, text[face.range], {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    });
    writeFileSync(join(OUT, `${face.file}.woff2`), subset);
    before += source.length;
    after += subset.length;
  }
  console.log(
    `Fonts subset in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${(before / 1000).toFixed(0)} kB → ${(after / 1000).toFixed(0)} kB ` +
      `(${extended.length} Latin Extended letters and ${devanagari.length} Devanagari characters in use).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await subsetFonts();
