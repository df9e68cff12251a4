import type { SearchResult } from '../../../src/ssr/render-contract';
import { fetchResults, MAX_QUERY } from '../../search/query';

/** Typing pauses this long before the list follows. */
const TYPING_PAUSE_MS = 200;
/** Suggestions shown under the box; the search page has the rest. */
const SHOWN = 6;
const LIST_ID = 'site-search-results';
/** The header's boxes (components/search/HeaderSearch.tsx): in the bar and in the phone menu. */
const BOX = '.site-header [role=search] input';

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
  private readonly listId: string;

  constructor(
    private readonly box: HTMLInputElement,
    index: number,
  ) {
    this.listId = `${LIST_ID}-${index}`;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', this.listId);
    box.setAttribute('aria-expanded', 'false');
    box.maxLength = MAX_QUERY;
    box.autocomplete = 'off';
    box.spellcheck = false;
    this.list.id = this.listId;
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
        // The link is the option itself (ARIA allows it on a link): an option may hold nothing
        // focusable, and a link keeps what a link does (a middle click, the address on hover).
        const item = document.createElement('li');
        item.setAttribute('role', 'none');
        const link = document.createElement('a');
        link.id = `${this.listId}-${index}`;
        link.setAttribute('role', 'option');
        link.setAttribute('aria-selected', 'false');
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
    this.list.querySelectorAll('a').forEach((option, at) => {
      option.setAttribute('aria-selected', String(at === index));
      option.classList.toggle('is-active', at === index);
    });
    if (index >= 0) this.box.setAttribute('aria-activedescendant', `${this.listId}-${index}`);
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
      // Closes the list alone (WAI-ARIA's combobox pattern): the text stays (a search field would
      // clear itself), and the phone menu around the box waits for a second Escape.
      event.preventDefault();
      event.stopPropagation();
      this.show(false);
    } else if (event.key === 'Enter' && this.active >= 0) {
      event.preventDefault();
      this.list.querySelectorAll('a')[this.active]?.click();
    }
  }
}

const enhanced = new WeakSet<HTMLInputElement>();
let boxes = 0;

/** Gives a header box its suggestions, unless it has them already. */
function enhance(target: EventTarget | null): void {
  if (!(target instanceof HTMLInputElement) || !target.matches(BOX) || enhanced.has(target)) {
    return;
  }
  enhanced.add(target);
  new Suggestions(target, boxes++);
}

// Loaded by a box's first focus: enhance it now, and any box focused later (the other one, or one
// the header renders anew).
enhance(document.activeElement);
document.addEventListener('focusin', (event) => enhance(event.target));
