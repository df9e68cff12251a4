import MiniSearch from 'minisearch';
import type { SearchDocument } from './documents';
import { queryTerms, searchKey, terms, words } from './normalise';

/** One result as `GET /api/search` and `/search` give it, best first. */
export interface SearchResult {
  url: string;
  title: string;
  /** About two lines of the part of the page that matched, whitespace collapsed. */
  snippet: string;
  /** The heading of that part, when it has one. */
  section?: string;
  /** The id of that part on its page, for a link straight to it. */
  anchor?: string;
  /** Where the snippet's matched words are: [start, end) character offsets. */
  highlights: Array<[number, number]>;
}

/** The longest query read; anything past it is ignored (a query is a few words). */
export const MAX_QUERY_LENGTH = 200;
/** Results a query answers with at most. */
export const MAX_RESULTS = 20;

const SNIPPET_LENGTH = 180;
const SNIPPET_LEAD = 50;

interface KeyedWord {
  key: string;
  start: number;
  end: number;
}

interface IndexedSection {
  heading?: string;
  anchor?: string;
  headingKeys: Set<string>;
  text: string;
  words: KeyedWord[];
}

interface IndexedPage {
  id: number;
  doc: SearchDocument;
  sections: IndexedSection[];
}

/** Each word of a text with its key, and each hyphenated compound as one word more. */
function keyedWords(text: string): KeyedWord[] {
  const found: KeyedWord[] = [];
  for (const word of words(text)) {
    const key = searchKey(word.text);
    if (key) found.push({ key, start: word.start, end: word.end });
  }
  for (const match of text.matchAll(/[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)+/gu)) {
    const key = searchKey(match[0].replaceAll('-', ''));
    if (key) found.push({ key, start: match.index, end: match.index + match[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

function keyOf(term: string): string | null {
  return searchKey(term) || null;
}

/** Edit distance allowed for a query key: none for short keys, where a typo is another word. */
function fuzziness(key: string): number | false {
  if (key.length >= 8) return 2;
  if (key.length >= 4) return 1;
  return false;
}

/**
 * The site's search: an in-process MiniSearch index over the typed content, built at start (a few
 * hundred milliseconds at most; `npm run bench` measures it) and rebuilt whole when the content
 * changes. Every word goes through `searchKey`, so spellings in IAST, Anglicised Latin letters and
 * Devanāgarī meet; titles weigh most, then the page's other names and headings, then its text.
 * See docs/decisions/0140-site-search.md.
 */
export class SiteSearch {
  private index!: MiniSearch<IndexedPage>;
  private pages: IndexedPage[] = [];

  constructor(documents: SearchDocument[]) {
    this.replace(documents);
  }

  /** Indexes these pages in place of the current ones. */
  replace(documents: SearchDocument[]): void {
    const pages = documents.map((doc, id) => ({
      id,
      doc,
      sections: doc.sections.map((part): IndexedSection => {
        const text = part.text.replace(/\s+/g, ' ').trim();
        return {
          heading: part.heading,
          anchor: part.anchor,
          headingKeys: new Set(words(part.heading ?? '').map((word) => searchKey(word.text))),
          text,
          words: keyedWords(text),
        };
      }),
    }));
    // Every key in the index: a query word found here exactly is not also matched loosely.
    const vocabulary = new Set<string>();
    const index = new MiniSearch<IndexedPage>({
      fields: ['title', 'aliases', 'subtitle', 'headings', 'body'],
      extractField: (page, field) => {
        switch (field) {
          case 'id':
            return page.id;
          case 'title':
            // The title also run together, for titles people type as one word (Tattva Bodha).
            return `${page.doc.title} ${page.doc.title.replace(/[\s-]+/g, '')}`;
          case 'aliases':
            return page.doc.aliases;
          case 'subtitle':
            return page.doc.subtitle;
          case 'headings':
            return page.sections.map((part) => part.heading ?? '').join(' ');
          default:
            return page.sections.map((part) => part.text).join(' ');
        }
      },
      tokenize: terms,
      processTerm: (term) => {
        const key = keyOf(term);
        if (key) vocabulary.add(key);
        return key;
      },
      searchOptions: {
        tokenize: queryTerms,
        processTerm: keyOf,
        boost: { title: 8, aliases: 4, subtitle: 2, headings: 2, body: 1 },
        prefix: (term) => term.length >= 3,
        // Only a word the site never writes is taken for a typo: "shankara" (Śaṅkara) must not
        // also bring saṃskāra, one letter away.
        fuzzy: (term) => !vocabulary.has(term) && fuzziness(term),
        weights: { fuzzy: 0.15, prefix: 0.5 },
        combineWith: 'OR',
        boostDocument: (id) => pages[id as number]?.doc.weight ?? 1,
      },
    });
    index.addAll(pages);
    this.index = index;
    this.pages = pages;
  }

  /** How many pages are indexed. */
  get size(): number {
    return this.pages.length;
  }

  /** The index as JSON: what it weighs, for the benchmark. */
  serialized(): string {
    return JSON.stringify(this.index);
  }

  /** The pages matching a query, best first; none for a query with no meaningful word. */
  search(query: string, limit = MAX_RESULTS): SearchResult[] {
    const text = query.slice(0, MAX_QUERY_LENGTH).trim();
    if (!text) return [];
    return this.index
      .search(text)
      .slice(0, limit)
      .map((hit) => this.result(this.pages[hit.id as number], new Set(hit.terms)));
  }

  private result(page: IndexedPage, matched: Set<string>): SearchResult {
    let best = page.sections[0];
    let bestScore = 0;
    for (const part of page.sections) {
      const keys = new Set(
        part.words.filter((word) => matched.has(word.key)).map((word) => word.key),
      );
      let score = keys.size;
      if ([...part.headingKeys].some((key) => matched.has(key))) score += 0.5;
      if (score > bestScore) {
        best = part;
        bestScore = score;
      }
    }
    const { snippet, highlights } = best
      ? snippetOf(best, matched)
      : { snippet: '', highlights: [] };
    return {
      url: page.doc.url,
      title: page.doc.title,
      snippet,
      ...(best?.heading ? { section: best.heading } : {}),
      ...(best?.anchor ? { anchor: best.anchor } : {}),
      highlights,
    };
  }
}

/** About two lines of a part around its first matched word, with the matched words marked. */
function snippetOf(
  part: IndexedSection,
  matched: Set<string>,
): Pick<SearchResult, 'snippet' | 'highlights'> {
  const hits = part.words.filter((word) => matched.has(word.key));
  const first = hits[0]?.start ?? 0;
  let start = Math.max(0, first - SNIPPET_LEAD);
  if (start > 0) {
    const space = part.text.indexOf(' ', start);
    start = space === -1 || space >= first ? start : space + 1;
  }
  let end = Math.min(part.text.length, start + SNIPPET_LENGTH);
  if (end < part.text.length) {
    const space = part.text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const snippet = lead + part.text.slice(start, end) + (end < part.text.length ? '…' : '');
  const highlights: Array<[number, number]> = [];
  for (const word of hits) {
    if (word.start < start || word.end > end) continue;
    const from = word.start - start + lead.length;
    const to = word.end - start + lead.length;
    const last = highlights.at(-1);
    // A compound and the words inside it: one mark.
    if (last && from < last[1]) last[1] = Math.max(last[1], to);
    else highlights.push([from, to]);
  }
  return { snippet, highlights };
}
