import type { SearchResult } from '../../src/ssr/render-contract';
import { api } from '../lib/api';

/** The longest query sent (the API refuses longer ones with a sentence). */
export const MAX_QUERY = 200;

/** What a search shows: the query as typed, its results, or why there are none. */
export interface SearchAnswer {
  query: string;
  results: SearchResult[];
  /** Set when the search could not be made (offline, refused). */
  problem?: string;
}

/** The query of a /search address, trimmed and cut to what the API reads. */
export function queryOf(url: string): string {
  return (new URL(url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
}

/** Asks GET /api/search (in the browser; the server's loader asks the index itself). */
export async function fetchResults(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  if (!query) return { query, results: [] };
  const answer = await api(`/api/search?q=${encodeURIComponent(query)}`, { signal });
  // The document describes a highlight as a list of numbers; the index makes [start, end) pairs.
  if (answer.ok) return { query, results: answer.data.results as SearchResult[] };
  return {
    query,
    results: [],
    problem:
      answer.kind === 'network'
        ? 'The search could not reach the site. Check your connection and try again.'
        : (answer.data.message ?? 'The search could not be made. Please try again.'),
  };
}
