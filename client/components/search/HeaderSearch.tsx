import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import type { SuggestionsProps } from './SearchSuggestions';

/**
 * The header's search box: a plain GET form to /search, which works before the scripts run. The
 * results-as-you-type list is a chunk of its own, fetched when the box is first focused, so pages'
 * first-load JavaScript carries none of it (docs/decisions/0140-site-search.md).
 */
export function HeaderSearch() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);

  const load = () => {
    if (Suggestions) return;
    void import('./SearchSuggestions').then((module) => setSuggestions(() => module.SearchSuggestions));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const query = input.current?.value.trim() ?? '';
    event.preventDefault();
    input.current?.blur();
    navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
  };

  return (
    <form role="search" action="/search" method="get" className="header-search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        placeholder="Search"
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        onFocus={load}
        onPointerEnter={load}
      />
      <button type="submit" className="header-search-button" aria-label="Search">
        <Search aria-hidden="true" size={18} />
      </button>
      {Suggestions ? <Suggestions input={input} inputId={inputId} /> : null}
    </form>
  );
}
