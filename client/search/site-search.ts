import { searchDocuments } from './documents';
import { SiteSearch, type SearchResult } from './engine';

let built: SiteSearch | undefined;
let buildMs = 0;

/**
 * The site's one search index, built from the content on first use (the server warms it soon after
 * start, so no visitor waits for it). Server-only: the browser asks `GET /api/search`.
 */
export function siteSearch(): SiteSearch {
  if (!built) {
    const started = performance.now();
    built = new SiteSearch(searchDocuments());
    buildMs = performance.now() - started;
  }
  return built;
}

/** The pages matching a query, best first. */
export function searchSite(query: string): SearchResult[] {
  return siteSearch().search(query);
}

/** What the index weighs and took to build, for `npm run bench`. */
export function searchIndexFigures(): { pages: number; bytes: number; buildMs: number } {
  const index = siteSearch();
  return { pages: index.size, bytes: Buffer.byteLength(index.serialized()), buildMs };
}
