/**
 * Wakes the glossary links' popover: fetches it with the glossary (GlossaryPopover.ts) the first
 * time a pointer rests on, or the focus reaches, a link to a term. It is a few hundred bytes in
 * the client entry, so the links wake from the entry's first moment, not once a deferred chunk
 * has come (docs/decisions/0192-wake-listeners-in-the-entry.md). Until then, and without
 * JavaScript, the links are plain links to /glossary (docs/decisions/0143-glossary-links.md).
 */
const LINK = 'a.glossary-link';

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(LINK) : null;
}

function wake(link: HTMLAnchorElement): void {
  document.removeEventListener('mouseover', onEvent);
  document.removeEventListener('focusin', onEvent);
  void import('./GlossaryPopover').then(({ startPopover }) => startPopover(link));
}

function onEvent(event: Event): void {
  const link = linkOf(event.target);
  if (link) wake(link);
}

if (typeof document !== 'undefined') {
  document.addEventListener('mouseover', onEvent);
  document.addEventListener('focusin', onEvent);
  // A link focused while the entry was on its way wakes the popover as if it were focused now.
  const focused = linkOf(document.activeElement);
  if (focused) wake(focused);
}
