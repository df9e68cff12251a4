import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

const listeners = new Set<() => void>();
/**
 * The location last shown, for the document rather than for one mounted shell: a navigation to a
 * page the error boundary shows mounts another shell, and is a page shown all the same.
 */
let shownKey: string | undefined;

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
  useLayoutEffect(() => {
    if (key === shownKey) return;
    const first = shownKey === undefined;
    shownKey = key;
    if (!first) listeners.forEach((listener) => listener());
  }, [key]);
}
