import { searchDocuments, type SearchDocument } from './documents';
import { SiteSearch, type SearchResult } from './engine';

let built: SiteSearch | undefined;
let contentPages: SearchDocument[] | undefined;
let published: SearchDocument[] = [];
let buildMs = 0;

function build(): SiteSearch {
  const started = performance.now();
  contentPages ??= searchDocuments();
  const documents = [...contentPages, ...published];
  if (built) built.replace(documents);
  else built = new SiteSearch(documents);
  buildMs = performance.now() - started;
  return built;
}

/**
 * The site's one search index: the content's pages and the database's published ones, built on
 * first use (the server warms it soon after start, so no visitor waits for it) and rebuilt whole
 * when the database's pages change. Server-only: the browser asks `GET /api/search`.
 */
export function siteSearch(): SiteSearch {
  return built ?? build();
}

/** The pages matching a query, best first. */
export function searchSite(query: string): SearchResult[] {
  return siteSearch().search(query);
}

/**
 * The pages the database holds (articles, events, recordings), in place of those given before.
 * Rebuilding whole keeps one scoring across all pages; it takes as long as the first build
 * (`npm run bench` prints it), and happens only when an admin publishes.
 */
export function indexPublished(documents: SearchDocument[]): void {
  published = documents;
  build();
}

/** What the index weighs and took to build, for `npm run bench`. */
export function searchIndexFigures(): { pages: number; bytes: number; buildMs: number } {
  const index = siteSearch();
  return { pages: index.size, bytes: Buffer.byteLength(index.serialized()), buildMs };
}
