import { glossary, type GlossaryTerm } from '../../content/glossary';

const POPOVER_ID = 'glossary-popover';
const LINK = 'a.glossary-link';
/** A pointer passing over a link does not open it; one resting there does. */
const HOVER_OPEN_MS = 120;
/** Time to move the pointer from the link onto the popover (which stays open there). */
const HOVER_CLOSE_MS = 200;
/** Room kept between the popover and the window's edges, in pixels. */
const EDGE = 12;

const terms = new Map(glossary.map((term) => [term.slug, term]));

function termOf(link: HTMLAnchorElement): GlossaryTerm | undefined {
  return terms.get(decodeURIComponent(new URL(link.href).hash.slice(1)));
}

/**
 * The glossary links' popover: a term's IAST, Devanāgarī, pronunciation and definition beside the
 * link, while the pointer rests on it or on the popover, or the link has the focus (WCAG 1.4.13:
 * it can be hovered, stays until dismissed, and Escape dismisses it). A tooltip in ARIA's sense:
 * the link is described by it while it shows, and it holds nothing to focus (the link itself leads
 * to the glossary). Written against the DOM, not React, like the search suggestions: a second
 * React root would pull createRoot into every page's framework chunk.
 */
class Popover {
  private readonly element = document.createElement('div');
  private link: HTMLAnchorElement | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    this.element.id = POPOVER_ID;
    this.element.setAttribute('role', 'tooltip');
    this.element.className = 'glossary-popover';
    this.element.hidden = true;
    this.element.addEventListener('mouseenter', () => clearTimeout(this.timer));
    this.element.addEventListener('mouseleave', () => this.later(null, HOVER_CLOSE_MS));
    document.body.append(this.element);
    document.addEventListener('mouseover', (event) => {
      const link = linkOf(event.target);
      if (link && link !== this.link) this.later(link, HOVER_OPEN_MS);
    });
    document.addEventListener('mouseout', (event) => {
      const link = linkOf(event.target);
      if (link && !link.contains(event.relatedTarget as Node | null)) {
        this.later(null, HOVER_CLOSE_MS);
      }
    });
    document.addEventListener('focusin', (event) => {
      const link = linkOf(event.target);
      if (link) this.show(link);
    });
    document.addEventListener('focusout', (event) => {
      if (linkOf(event.target) === this.link) this.show(null);
    });
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !this.link) return;
      event.preventDefault();
      this.show(null);
    });
    window.addEventListener('resize', () => this.show(null));
  }

  /** Opens on `link` (or closes, for null) after a pause, unless the pointer changes its mind. */
  private later(link: HTMLAnchorElement | null, delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.show(link), delay);
  }

  show(link: HTMLAnchorElement | null): void {
    clearTimeout(this.timer);
    if (this.link === link) return;
    this.link?.removeAttribute('aria-describedby');
    const term = link ? termOf(link) : undefined;
    this.link = term ? link : null;
    if (!term || !link) {
      this.element.hidden = true;
      return;
    }
    this.fill(term);
    link.setAttribute('aria-describedby', POPOVER_ID);
    this.element.hidden = false;
    this.place(link);
  }

  private fill(term: GlossaryTerm): void {
    const heading = document.createElement('p');
    heading.className = 'glossary-popover-term';
    const name = document.createElement('span');
    name.lang = 'sa-Latn';
    name.textContent = term.term;
    const devanagari = document.createElement('span');
    devanagari.lang = 'sa';
    devanagari.className = 'devanagari';
    devanagari.textContent = term.devanagari;
    heading.append(name, ' ', devanagari);
    const say = document.createElement('p');
    say.className = 'glossary-popover-say';
    say.textContent = `Say: ${term.pronunciation}`;
    const definition = document.createElement('p');
    definition.textContent = term.definition;
    this.element.replaceChildren(heading, say, definition);
  }

  /** Below the link, or above it where the window has no room below; never past its edges. */
  private place(link: HTMLAnchorElement): void {
    const box = link.getBoundingClientRect();
    const popover = this.element;
    popover.style.left = '0px';
    popover.style.top = '0px';
    const { width, height } = popover.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const left = Math.max(EDGE, Math.min(box.left, viewport - width - EDGE));
    const below = box.bottom + 6;
    const top = below + height + EDGE > window.innerHeight ? box.top - height - 6 : below;
    popover.style.left = `${left + window.scrollX}px`;
    popover.style.top = `${Math.max(EDGE, top) + window.scrollY}px`;
  }
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(LINK) : null;
}

let popover: Popover | undefined;

/** Starts the popover and opens it on the link that woke it (wire-popover.ts). */
export function startPopover(link: HTMLAnchorElement): void {
  popover ??= new Popover();
  if (link.matches(':focus') || link.matches(':hover')) popover.show(link);
}
