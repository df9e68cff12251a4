import { useRef, useState, type ComponentType } from 'react';
import type { SuggestionsProps } from './SearchSuggestions';

/**
 * The header's search box: a plain GET form to /search, which works before the scripts run. All
 * that it does beyond that (results as you type, searching without reloading the page) is a chunk
 * of its own, fetched when the box is first focused, so pages' first-load JavaScript carries only
 * this form (docs/decisions/0140-site-search.md).
 */
export function HeaderSearch() {
  const form = useRef<HTMLFormElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps>>();
  const load = () =>
    Suggestions || import('./SearchSuggestions').then((m) => setSuggestions(() => m.SearchSuggestions));
  return (
    <form ref={form} role="search" action="/search" className="header-search">
      <label htmlFor="site-search" className="visually-hidden">
        Search the site
      </label>
      <input id="site-search" type="search" name="q" placeholder="Search" onFocus={load} />
      {Suggestions && <Suggestions form={form} />}
    </form>
  );
}
