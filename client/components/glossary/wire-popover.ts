/**
 * Wakes the glossary links' popover without costing first-load JavaScript: this module rides in
 * the footer's chunk, which every page loads as a deferred component while it hydrates
 * (client/lib/deferred.tsx), and fetches the popover and the glossary (GlossaryPopover.ts) the
 * first time a pointer rests on, or the focus reaches, a link to a term. Until then, and without
 * JavaScript, the links are plain links to /glossary (docs/decisions/0143-glossary-links.md).
 */
const LINK = 'a.glossary-link';

function linkOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINK) : null;
}

function wake(event: Event): void {
  const link = linkOf(event);
  if (!link) return;
  document.removeEventListener('mouseover', wake);
  document.removeEventListener('focusin', wake);
  void import('./GlossaryPopover').then(({ startPopover }) => startPopover(link));
}

if (typeof document !== 'undefined') {
  document.addEventListener('mouseover', wake);
  document.addEventListener('focusin', wake);
}
