import type { SearchResult } from '../../../src/ssr/render-contract';
import { fetchResults, MAX_QUERY } from '../../search/query';

/** Typing pauses this long before the list follows. */
const TYPING_PAUSE_MS = 200;
/** Suggestions shown under the box; the search page has the rest. */
const SHOWN = 6;
const LIST_ID = 'site-search-results';

/**
 * The header box's results as you type: a listbox under the input (the combobox pattern of WAI-ARIA
 * 1.2, the active option in aria-activedescendant), each result a plain link. Written against the
 * DOM, not React: a second React root would pull createRoot into every page's framework chunk, and
 * the header cannot hold the list's state without adding to every page's first-load JavaScript
 * (docs/decisions/0140-site-search.md). Loaded by the box's first focus (wire-suggestions.ts).
 */
class Suggestions {
  private results: SearchResult[] = [];
  private active = -1;
  private open = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private request: AbortController | undefined;
  private readonly list = document.createElement('ul');

  constructor(private readonly box: HTMLInputElement) {
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', LIST_ID);
    box.setAttribute('aria-expanded', 'false');
    box.maxLength = MAX_QUERY;
    box.autocomplete = 'off';
    box.spellcheck = false;
    this.list.id = LIST_ID;
    this.list.setAttribute('role', 'listbox');
    this.list.setAttribute('aria-label', 'Pages found');
    this.list.className = 'header-search-results';
    this.list.hidden = true;
    // A press on a result must not blur the box before the link is followed.
    this.list.addEventListener('mousedown', (event) => event.preventDefault());
    box.form?.append(this.list);
    box.addEventListener('input', () => this.typed());
    box.addEventListener('blur', () => setTimeout(() => this.show(false), 150));
    box.addEventListener('focus', () =>
      this.show(this.results.length > 0 && box.value.trim() !== ''),
    );
    box.addEventListener('keydown', (event) => this.key(event));
    if (box.value.trim()) this.typed();
  }

  private typed(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.request?.abort();
      const query = this.box.value.trim();
      if (!query) {
        this.render([]);
        return;
      }
      this.request = new AbortController();
      void fetchResults(query, this.request.signal).then((answer) => {
        if (this.box.value.trim() !== query) return;
        this.render(answer.results.slice(0, SHOWN));
      });
    }, TYPING_PAUSE_MS);
  }

  private render(results: SearchResult[]): void {
    this.results = results;
    this.active = -1;
    this.list.replaceChildren(
      ...results.map((result, index) => {
        const item = document.createElement('li');
        item.id = `${LIST_ID}-${index}`;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', 'false');
        const link = document.createElement('a');
        link.href = result.url;
        link.tabIndex = -1;
        const title = document.createElement('span');
        title.className = 'header-search-title';
        title.textContent = result.title;
        link.append(title);
        if (result.section) {
          const section = document.createElement('span');
          section.className = 'header-search-section';
          section.textContent = result.section;
          link.append(section);
        }
        item.append(link);
        return item;
      }),
    );
    this.show(document.activeElement === this.box && results.length > 0);
  }

  private show(open: boolean): void {
    this.open = open && this.results.length > 0;
    this.list.hidden = !this.open;
    this.box.setAttribute('aria-expanded', String(this.open));
    if (!this.open) this.select(-1);
  }

  private select(index: number): void {
    this.active = index;
    [...this.list.children].forEach((item, at) => {
      item.setAttribute('aria-selected', String(at === index));
      item.classList.toggle('is-active', at === index);
    });
    if (index >= 0) this.box.setAttribute('aria-activedescendant', `${LIST_ID}-${index}`);
    else this.box.removeAttribute('aria-activedescendant');
  }

  private key(event: KeyboardEvent): void {
    if (!this.open) return;
    const count = this.results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = this.active + (event.key === 'ArrowDown' ? 1 : -1);
      this.select(next >= count ? -1 : next < -1 ? count - 1 : next);
    } else if (event.key === 'Escape') {
      this.show(false);
    } else if (event.key === 'Enter' && this.active >= 0) {
      event.preventDefault();
      this.list.querySelectorAll('a')[this.active]?.click();
    }
  }
}

/** The header's search box (components/search/HeaderSearch.tsx). */
function boxOf(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('.site-header [role=search] input');
}

const enhanced = new WeakSet<HTMLInputElement>();

/** Gives the header's box its suggestions, unless it has them already. */
function enhance(): void {
  const box = boxOf();
  if (!box || enhanced.has(box)) return;
  enhanced.add(box);
  new Suggestions(box);
}

// Loaded by the box's first focus: enhance it now, and again should the header be rendered anew.
enhance();
document.addEventListener('focusin', (event) => {
  if (event.target === boxOf()) enhance();
});
