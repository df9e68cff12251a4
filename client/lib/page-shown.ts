import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const listeners = new Set<() => void>();

/**
 * Runs `listener` each time the router shows another page, in the commit that puts it in the
 * document: before the browser styles or lays it out. Returns what removes it.
 */
export function onPageShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * In the root, around every page. A change to the whole document made here (the web faces, the
 * whole sheet's rules) is styled and laid out once, with the new page; made when the router's
 * state changes, it came a few frames earlier, while the next page was still being rendered, and
 * the page being left was styled and laid out again for it (docs/decisions/0220).
 */
export function usePageShown(): void {
  const { key } = useLocation();
  const shown = useRef(key);
  useLayoutEffect(() => {
    if (key === shown.current) return;
    shown.current = key;
    listeners.forEach((listener) => listener());
  }, [key]);
}
