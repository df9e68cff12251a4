/**
 * Wires the header search boxes' suggestions without costing first-load JavaScript: this module
 * rides in the footer's chunk, which every page loads as a deferred component while it hydrates
 * (client/lib/deferred.tsx), and fetches the suggestions (SearchSuggestions.ts) when a box is
 * first focused. Until then, and without JavaScript, the box is a plain GET form to /search
 * (docs/decisions/0140-site-search.md).
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
