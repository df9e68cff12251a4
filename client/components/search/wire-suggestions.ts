/**
 * Wires the header search boxes' suggestions: a few bytes in the client entry, so a box focused
 * in the page's first moment is heard (docs/decisions/0192-wake-listeners-in-the-entry.md); it
 * fetches the suggestions (SearchSuggestions.ts) when a box is first focused. Until then, and
 * without JavaScript, the box is a plain GET form to /search (docs/decisions/0140-site-search.md).
 */
const BOX = '.site-header [role=search] input';

function load(): void {
  void import('./SearchSuggestions');
}

if (typeof document !== 'undefined') {
  if (document.activeElement?.matches(BOX)) load();
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && event.target.matches(BOX)) load();
  });
}
