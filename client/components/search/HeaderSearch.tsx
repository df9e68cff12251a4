/**
 * The header's search box: a plain GET form to /search, which works before the scripts run and
 * stays the way a search is sent. The header draws it twice, in the bar and at the top of the
 * phone menu, and the stylesheet shows one of them at each width. Its suggestions as you type are
 * wired by a listener in the client entry (search/wire-suggestions.ts) and loaded on the first
 * focus, so every page's first-load JavaScript carries only the form and that listener
 * (docs/decisions/0140-site-search.md, 0192). Styled through
 * `.site-header [role=search]` (client/styles/study.css), which spares a class name here.
 */
export function HeaderSearch() {
  return (
    <form role="search" action="/search">
      <input type="search" name="q" aria-label="Search" />
    </form>
  );
}
