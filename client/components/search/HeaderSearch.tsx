/**
 * Not yet placed in the header: the first-load budget has no room for it (docs/decisions/0140).
 *
 * The header's search box: a plain GET form to /search, which works before the scripts run and
 * stays the way a search is sent. Its suggestions as you type are wired by the footer's deferred
 * chunk (search/wire-suggestions.ts), so every page's first-load JavaScript carries only this form
 * (docs/decisions/0140-site-search.md). Styled through `.site-header [role=search]`
 * (client/styles/study.css), which spares a class name here.
 */
export function HeaderSearch() {
  return (
    <form role="search" action="/search">
      <input type="search" name="q" aria-label="Search" />
    </form>
  );
}
