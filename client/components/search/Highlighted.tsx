import type { SearchResult } from '../../../src/ssr/render-contract';

/** A result's snippet with its matched words in <mark>. */
export function Highlighted({ result }: { result: Pick<SearchResult, 'snippet' | 'highlights'> }) {
  const parts = [];
  let at = 0;
  for (const [start, end] of result.highlights) {
    if (start < at || end > result.snippet.length) continue;
    parts.push(result.snippet.slice(at, start));
    parts.push(<mark key={start}>{result.snippet.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(result.snippet.slice(at));
  return <>{parts}</>;
}
