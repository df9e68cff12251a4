import { devanagariToIast } from '../search/devanagari';
import type { Verse } from './types';
import { vedanticTextPages } from './vedantic-text-pages';
import { vedanticTexts } from './vedantic-texts';
import { fewMoreClassPages } from './few-more-pages';
import { glossary } from './glossary';

/** Every verse the content shows. */
const verses: Verse[] = [
  ...Object.values(vedanticTextPages).flatMap((page) => page.verses ?? []),
  ...glossary.flatMap((term) => term.verses ?? []),
  ...Object.values(fewMoreClassPages).flatMap((page) => page.verses ?? []),
];

/** A Devanāgarī line as IAST, without its daṇḍas and verse number. */
function romanised(line: string): string {
  const bare = line.replace(/[।॥०-९]/g, '').trim();
  return devanagariToIast(bare).replaceAll("'", '’');
}

describe('verses', () => {
  it('are shown', () => {
    expect(verses.length).toBeGreaterThanOrEqual(6);
  });

  it.each(verses.map((verse) => [verse.reference, verse]))(
    '%s: the IAST is the Devanāgarī, line by line',
    (_reference, verse) => {
      const { devanagari, iast } = verse as Verse;
      expect(iast.split('\n')).toEqual(devanagari.split('\n').map(romanised));
    },
  );

  it('gives all five verses of Sādhana Pañcakam and the first of Dṛg-Dṛśya-Viveka', () => {
    const references = verses.map((verse) => verse.reference);
    for (const n of [1, 2, 3, 4, 5]) expect(references).toContain(`Sādhana Pañcakam ${n}`);
    expect(references).toContain('Dṛg-Dṛśya-Viveka 1');
  });

  it('writes the titles of the texts in Sanskrit, not in Hindi forms', () => {
    const titles = vedanticTexts.flatMap((text) => (text.devanagari ? [text.devanagari] : []));
    expect(titles).toEqual(
      expect.arrayContaining([
        'विवेकचूडामणिः',
        'तत्त्वबोधः',
        'दृग्दृश्यविवेकः',
        'साधनपञ्चकम्',
        'सिद्धान्तलेशसङ्ग्रहः',
      ]),
    );
    for (const title of titles) {
      // No nukta (Hindi ज़ …), no तत्व for तत्त्व, no dropped final visarga or halant.
      expect(title).not.toMatch(/\u093C|तत्व(?!्)/);
      expect(title.endsWith('ः') || title.endsWith('म्')).toBe(true);
    }
  });
});

describe('glossary', () => {
  // Compounds whose parts sandhi joins in Devanāgarī (sat + cit → sacci-, -a + u- → -o-).
  const sandhi = new Set(['sat-cit-ānanda', 'ahaṅgraha-upāsanā', 'pratīka-upāsanā']);

  it('has about eighty terms, each with its Devanāgarī, pronunciation and definition', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(80);
    for (const term of glossary) {
      expect(term.devanagari).toMatch(/^[\u0900-\u097F]+$/);
      expect(term.pronunciation).toMatch(/^[a-z -]+$/);
      expect(term.definition.length).toBeGreaterThan(20);
    }
    expect(new Set(glossary.map((term) => term.slug)).size).toBe(glossary.length);
  });

  it.each(
    glossary.filter((term) => !sandhi.has(term.term)).map((term) => [term.term, term.devanagari]),
  )('%s is %s letter for letter', (term, devanagari) => {
    expect(devanagariToIast(devanagari)).toBe(term.toLowerCase().replaceAll('-', ''));
  });
});
