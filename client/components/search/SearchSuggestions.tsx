import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { SearchResult } from '../../../src/ssr/render-contract';
import { fetchResults, MAX_QUERY } from '../../search/query';

/** Typing pauses this long before the list follows. */
const TYPING_PAUSE_MS = 200;
/** Suggestions shown under the box; the search page has the rest. */
const SHOWN = 6;
const LIST_ID = 'site-search-results';

/** The header's search box (components/search/HeaderSearch.tsx). */
function boxOf(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('.header-search input');
}

/**
 * The header box's results as you type: a listbox under the input (the combobox pattern of WAI-ARIA
 * 1.2, the active option in aria-activedescendant), each result a plain link. Rendered by a root of
 * its own beside the form once this chunk arrives (the box loads it when first focused), so the
 * header itself carries none of this code.
 */
function SearchSuggestions() {
  const [results, setResults] = useState<SearchResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && results.length > 0;

  useEffect(() => {
    const box = boxOf();
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', LIST_ID);
    box.maxLength = MAX_QUERY;
    box.autocomplete = 'off';
    box.spellcheck = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        request?.abort();
        const query = box.value.trim();
        if (!query) {
          setResults([]);
          return;
        }
        request = new AbortController();
        void fetchResults(query, request.signal).then((answer) => {
          if (box.value.trim() !== query) return;
          setResults(answer.results.slice(0, SHOWN));
          setActive(-1);
          setOpen(document.activeElement === box);
        });
      }, TYPING_PAUSE_MS);
    };
    const onBlur = () => setTimeout(() => setOpen(false), 150);
    const onFocus = () => setOpen(box.value.trim() !== '');
    box.addEventListener('input', onInput);
    box.addEventListener('blur', onBlur);
    box.addEventListener('focus', onFocus);
    if (box.value.trim()) onInput();
    return () => {
      clearTimeout(timer);
      request?.abort();
      box.removeEventListener('input', onInput);
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('focus', onFocus);
    };
  }, []);

  useEffect(() => {
    const box = boxOf();
    if (!box) return;
    box.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) box.setAttribute('aria-activedescendant', `${LIST_ID}-${active}`);
    else box.removeAttribute('aria-activedescendant');
    const onKey = (event: KeyboardEvent) => {
      if (!shown) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => {
          const next = index + step;
          if (next >= results.length) return -1;
          return next < -1 ? results.length - 1 : next;
        });
      } else if (event.key === 'Escape') {
        setOpen(false);
      } else if (event.key === 'Enter' && active >= 0) {
        event.preventDefault();
        document.getElementById(`${LIST_ID}-${active}`)?.querySelector('a')?.click();
      }
    };
    box.addEventListener('keydown', onKey);
    return () => box.removeEventListener('keydown', onKey);
  }, [shown, active, results.length]);

  return (
    <ul
      id={LIST_ID}
      role="listbox"
      aria-label="Pages found"
      className="header-search-results"
      hidden={!shown}
    >
      {results.map((result, index) => (
        <li
          key={result.url}
          id={`${LIST_ID}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'is-active' : undefined}
        >
          <a href={result.url} tabIndex={-1} onMouseDown={(event) => event.preventDefault()}>
            <span className="header-search-title">{result.title}</span>
            {result.section ? (
              <span className="header-search-section">{result.section}</span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Mounts the list beside the header's form, unless it is there already. */
export function mountSuggestions(): void {
  const form = boxOf()?.form;
  if (!form || form.querySelector('[data-suggestions]')) return;
  const container = document.createElement('div');
  container.dataset.suggestions = '';
  form.append(container);
  createRoot(container).render(<SearchSuggestions />);
}
