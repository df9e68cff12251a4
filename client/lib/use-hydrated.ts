import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the page in the browser.
 * Forms that need JavaScript keep their submit button disabled until then, so that a press before
 * the script has loaded does not make the browser send the fields (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
