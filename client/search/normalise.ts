import { devanagariToIast, hasDevanagari } from './devanagari';

/**
 * How a word is matched by search: its "key", the same for the IAST, Anglicised, Devanāgarī and
 * plain spellings people type for one Sanskrit word — dṛśya, drishya, drsya and दृश्य all give
 * "drsy". The key is only ever compared with other keys (index and query go through the same
 * steps), so it need not be readable; it only has to bring together what a seeker means as one
 * word and keep apart what they do not. Rules and their reasons: docs/decisions/0140-site-search.md.
 */

/** Words that carry no meaning in a query ("what is maya", "the self"). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by do does for from how i in is it its me my of on or s ' +
    'that the this to was what which who why with ' +
    // English words whose key is a Sanskrit word's: "may" would meet māyā.
    'may'
  ).split(' '),
);

/** Ordered rewrites on the ASCII form: Anglicised spellings onto the IAST letters they stand for. */
const REWRITES: Array<[RegExp, string]> = [
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/q/g, 'k'],
  [/z/g, 'j'],
  [/f/g, 'p'],
  // c, ch and chh (Anglicised c, and IAST's aspirated ch) are one sound for a seeker.
  [/chh|ch/g, 'c'],
  [/sh/g, 's'],
  // Aspiration is heard as often as it is written: bodh/bodha/boda, dhyan/dyan.
  [/([kgjtdpb])h/g, '$1'],
  // jñāna: jnana, gyan, gnana, dnyan.
  [/dny|gy|gn/g, 'jn'],
  // ṛ: dṛśya is written drishya or drsya; "ri" and "r" meet.
  [/ri/g, 'r'],
  // Anusvāra before a consonant is m or n in Latin letters: saṃvedana, samvedana, sanvedana.
  [/m(?=[^aeiouy])/g, 'n'],
  // Doubled letters: tattva/tatva, aa for ā, ii for ī.
  [/([a-z])\1+/g, '$1'],
];

/** The key of one word (letters only, any script and case); empty for a stop word. */
export function searchKey(word: string): string {
  let text = word.toLowerCase();
  if (hasDevanagari(text)) text = devanagariToIast(text);
  if (STOP_WORDS.has(text)) return '';
  // Diacritics fold: ā→a, ś/ṣ→s, ṛ→r, ṇ/ṅ/ñ→n, ṃ→m, ḥ→h.
  text = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  text = text.replace(/[^a-z0-9]/g, '');
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement);
  // The final a (and a visarga) comes and goes: Jap/japa, Sakshi/sākṣī, bodh/bodhaḥ, yog/yoga.
  while (text.length > 3 && /[ah]$/.test(text)) text = text.slice(0, -1);
  return text;
}

/** A word of a text, with where it stands (for highlighting). */
export interface Word {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text in order (hyphens, apostrophes and spaces separate them). */
export function words(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * The terms a text is indexed (or a query searched) under, before keying: each word, and each
 * hyphenated compound written as one word (Dṛg-Dṛśya-Viveka also as Dṛgdṛśyaviveka), so that
 * "drigdrishya" and "drg drsya" both meet it.
 */
export function terms(text: string): string[] {
  const found = words(text).map((word) => word.text);
  for (const compound of text.match(/[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)+/gu) ?? []) {
    found.push(compound.replaceAll('-', ''));
  }
  return found;
}

/**
 * A query's terms: its words and, when it has several, the whole query run together — "tattva
 * bodh" also as "tattvabodh", "viveka chudamani" as "vivekachudamani" — for titles written as one
 * word.
 */
export function queryTerms(query: string): string[] {
  const found = terms(query);
  const meaningful = words(query)
    .map((word) => word.text)
    .filter((word) => searchKey(word) !== '');
  if (meaningful.length > 1 && meaningful.length <= 4) found.push(meaningful.join(''));
  return found;
}
