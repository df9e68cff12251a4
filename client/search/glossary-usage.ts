import type { GlossaryTerm } from '../content/glossary';
import type { SearchDocument } from './documents';
import { words } from './normalise';

/** Pages listed under a term at most (those that use it most first). */
const MAX_PAGES = 5;

/** A word as the pages write it, without case or diacritics: exact, unlike a search key. */
export function folded(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The word sequences that count as a use of the term: the term itself, run together, its forms. */
export function patterns(term: GlossaryTerm): string[][] {
  const parts = words(term.term).map((word) => folded(word.text));
  const found = [parts, [parts.join('')], ...(term.forms ?? []).map((form) => [folded(form)])];
  return found.filter(
    (pattern, index) => found.findIndex((other) => other.join(' ') === pattern.join(' ')) === index,
  );
}

function count(haystack: string[], pattern: string[]): number {
  let found = 0;
  for (let i = 0; i + pattern.length <= haystack.length; i++) {
    // The last word may take the English plural: mahāvākyas, guṇas.
    const last = pattern.length - 1;
    const matches = pattern.every((word, at) => {
      const seen = haystack[i + at];
      return seen === word || (at === last && seen === `${word}s`);
    });
    if (matches) found++;
  }
  return found;
}

/**
 * The pages that use each term, most uses first: what /glossary lists under it. Exact words
 * (diacritics aside), not search keys, so that "may" is not counted as māyā.
 */
export function glossaryUsage(
  documents: SearchDocument[],
  terms: GlossaryTerm[],
): Record<string, string[]> {
  const pages = documents
    .filter((doc) => !doc.url.startsWith('/glossary'))
    .map((doc) => ({
      url: doc.url,
      words: words(
        [doc.title, ...doc.sections.map((part) => `${part.heading ?? ''} ${part.text}`)].join(' '),
      ).map((word) => folded(word.text)),
    }));
  const usage: Record<string, string[]> = {};
  for (const term of terms) {
    const shapes = patterns(term);
    usage[term.slug] = pages
      .map((page) => ({
        url: page.url,
        uses: shapes.reduce((sum, shape) => sum + count(page.words, shape), 0),
      }))
      .filter((page) => page.uses > 0)
      .sort((a, b) => b.uses - a.uses || a.url.localeCompare(b.url))
      .slice(0, MAX_PAGES)
      .map((page) => page.url);
  }
  return usage;
}
