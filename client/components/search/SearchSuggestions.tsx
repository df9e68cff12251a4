import { useEffect, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import type { SearchResult } from '../../../src/ssr/render-contract';
import { fetchResults } from '../../search/query';

export interface SuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  inputId: string;
}

/** Typing pauses this long before the list follows. */
const TYPING_PAUSE_MS = 200;
/** Suggestions shown under the box; the search page has the rest. */
const SHOWN = 6;

/**
 * The header box's results as you type: a listbox under the input (the combobox pattern of WAI-ARIA
 * 1.2, with the active option in aria-activedescendant), loaded when the box is first focused.
 */
export function SearchSuggestions({ input, inputId }: SuggestionsProps) {
  const listId = `${inputId}-results`;
  const [results, setResults] = useState<SearchResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        request?.abort();
        request = new AbortController();
        const query = box.value.trim();
        if (!query) {
          setResults([]);
          setOpen(false);
          return;
        }
        void fetchResults(query, request.signal).then((answer) => {
          if (box.value.trim() !== query) return;
          setResults(answer.results.slice(0, SHOWN));
          setActive(-1);
          setOpen(document.activeElement === box);
        });
      }, TYPING_PAUSE_MS);
    };
    const onBlur = () => setTimeout(() => setOpen(false), 150);
    const onFocus = () => box.value.trim() && setOpen(true);
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
  }, [input, listId]);

  const shown = open && results.length > 0;

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) box.setAttribute('aria-activedescendant', `${listId}-${active}`);
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
      } else if (event.key === 'Enter' && active >= 0 && active < results.length) {
        event.preventDefault();
        document.getElementById(`${listId}-${active}`)?.querySelector('a')?.click();
      }
    };
    box.addEventListener('keydown', onKey);
    return () => box.removeEventListener('keydown', onKey);
  }, [input, listId, shown, active, results.length]);

  return (
    <ul id={listId} role="listbox" aria-label="Pages found" className="header-search-results" hidden={!shown}>
      {results.map((result, index) => (
        <li
          key={result.url}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'is-active' : undefined}
        >
          <Link
            to={result.url}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              input.current?.blur();
            }}
          >
            <span className="header-search-title">{result.title}</span>
            {result.section ? <span className="header-search-section">{result.section}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
