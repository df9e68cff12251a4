/**
 * Devanāgarī to IAST, for search queries typed in the script (विवेकचूडामणि finds the page titled
 * Vivekacūḍāmaṇi). Only what a query needs: consonants with their inherent a, vowel signs, the
 * virāma, anusvāra, candrabindu, visarga and avagraha; the nukta is dropped (Hindi forms such as
 * ज़ read as their Sanskrit letter). See docs/decisions/0140-site-search.md for why this is ours.
 */

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'ā',
  इ: 'i',
  ई: 'ī',
  उ: 'u',
  ऊ: 'ū',
  ऋ: 'ṛ',
  ॠ: 'ṝ',
  ऌ: 'ḷ',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
};

const SIGNS: Record<string, string> = {
  'ा': 'ā',
  'ि': 'i',
  'ी': 'ī',
  'ु': 'u',
  'ू': 'ū',
  'ृ': 'ṛ',
  'ॄ': 'ṝ',
  'ॢ': 'ḷ',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
};

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ṅ',
  च: 'c',
  छ: 'ch',
  ज: 'j',
  झ: 'jh',
  ञ: 'ñ',
  ट: 'ṭ',
  ठ: 'ṭh',
  ड: 'ḍ',
  ढ: 'ḍh',
  ण: 'ṇ',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'ḷ',
  व: 'v',
  श: 'ś',
  ष: 'ṣ',
  स: 's',
  ह: 'h',
};

const MARKS: Record<string, string> = { 'ं': 'ṃ', 'ँ': 'm̐', 'ः': 'ḥ', ऽ: "'" };

const VIRAMA = '्';
const NUKTA = '़';

/** Whether the text holds any Devanāgarī letter. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

/** The text with its Devanāgarī written in IAST; other characters are kept as they are. */
export function devanagariToIast(text: string): string {
  // Precomposed nukta letters (क़ …) decompose into their letter and the nukta, which goes.
  const chars = [...text.normalize('NFD').replaceAll(NUKTA, '')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      const next = chars[i + 1];
      out += consonant;
      if (next === VIRAMA) i++;
      else if (next !== undefined && SIGNS[next] !== undefined) {
        out += SIGNS[next];
        i++;
      } else out += 'a';
      continue;
    }
    out +=
      VOWELS[char] ??
      MARKS[char] ??
      (/[\u0966-\u096F]/.test(char) ? String(char.charCodeAt(0) - 0x966) : char);
  }
  return out.normalize('NFC');
}
