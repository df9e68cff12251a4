/**
 * The header's search box: a plain GET form to /search, which works before the scripts run and
 * stays the way a search is sent. The results as you type are a chunk of their own, fetched when
 * the box is first focused (it mounts itself beside the form), so every page's first-load
 * JavaScript carries only this form (docs/decisions/0140-site-search.md). Styled through
 * `.site-header [role=search]` (client/styles/study.css), which spares a class name here.
 */
export function HeaderSearch() {
  return (
    <form role="search" action="/search">
      <input type="search" name="q" aria-label="Search" onFocus={suggest} />
    </form>
  );
}

function suggest() {
  void import('./SearchSuggestions');
}
