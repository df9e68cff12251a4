import { useEffect, useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SearchResult } from '../../../src/ssr/render-contract';
import { fetchResults, MAX_QUERY } from '../../search/query';

export interface SuggestionsProps {
  form: RefObject<HTMLFormElement | null>;
}

/** Typing pauses this long before the list follows. */
const TYPING_PAUSE_MS = 200;
/** Suggestions shown under the box; the search page has the rest. */
const SHOWN = 6;
const LIST_ID = 'site-search-results';

function boxOf(form: RefObject<HTMLFormElement | null>): HTMLInputElement | null {
  return form.current?.querySelector('input') ?? null;
}

/**
 * The header box's results as you type: a listbox under the input (the combobox pattern of WAI-ARIA
 * 1.2, the active option in aria-activedescendant), and searches that open /search in the app.
 * Loaded when the box is first focused.
 */
export function SearchSuggestions({ form }: SuggestionsProps) {
  const navigate = useNavigate();
  const [results, setResults] = useState<SearchResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && results.length > 0;

  useEffect(() => {
    const element = form.current;
    const box = boxOf(form);
    if (!element || !box) return;
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
    // Once loaded, a search opens /search in the app rather than reloading the page.
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const query = box.value.trim();
      setOpen(false);
      box.blur();
      void navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
    };
    box.addEventListener('input', onInput);
    box.addEventListener('blur', onBlur);
    box.addEventListener('focus', onFocus);
    element.addEventListener('submit', onSubmit);
    if (box.value.trim()) onInput();
    return () => {
      clearTimeout(timer);
      request?.abort();
      box.removeEventListener('input', onInput);
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('focus', onFocus);
      element.removeEventListener('submit', onSubmit);
    };
  }, [form, navigate]);

  useEffect(() => {
    const box = boxOf(form);
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
  }, [form, shown, active, results.length]);

  return (
    <ul id={LIST_ID} role="listbox" aria-label="Pages found" className="header-search-results" hidden={!shown}>
      {results.map((result, index) => (
        <li
          key={result.url}
          id={`${LIST_ID}-${index}`}
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
              boxOf(form)?.blur();
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
