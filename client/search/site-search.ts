import { searchDocuments } from './documents';
import { SiteSearch, type SearchResult } from './engine';

let built: SiteSearch | undefined;

/**
 * The site's one search index, built from the content on first use (the server warms it at start,
 * so no visitor waits for it). Server-only: the browser asks `GET /api/search`.
 */
export function siteSearch(): SiteSearch {
  built ??= new SiteSearch(searchDocuments());
  return built;
}

/** The pages matching a query, best first. */
export function searchSite(query: string): SearchResult[] {
  return siteSearch().search(query);
}
