/**
 * The header's search box: a plain GET form to /search, which works before the scripts run and
 * stays the way a search is sent. The results as you type are a chunk of their own, fetched when
 * the box is first focused, so pages' first-load JavaScript carries only this form
 * (docs/decisions/0140-site-search.md).
 */
export function HeaderSearch() {
  return (
    <form role="search" action="/search" className="header-search">
      <input
        type="search"
        name="q"
        placeholder="Search"
        aria-label="Search the site"
        onFocus={suggest}
      />
    </form>
  );
}

function suggest() {
  void import('./SearchSuggestions').then((chunk) => chunk.mountSuggestions());
}
