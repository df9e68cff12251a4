import { useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage as the page's own state: written at every change (a reload or a
 * closed tab loses nothing), shared with other tabs (the storage event), and `empty` in the
 * server's HTML and during hydration, so hydration never mismatches.
 */
export function localStore<T extends object>(key: string, empty: T) {
  let raw: string | null = null;
  let value = empty;
  const listeners = new Set<() => void>();

  const read = (): T => {
    let current: string | null;
    try {
      current = localStorage.getItem(key);
    } catch {
      return value;
    }
    if (current !== raw) {
      raw = current;
      try {
        value = current ? { ...empty, ...(JSON.parse(current) as T) } : empty;
      } catch {
        value = empty;
      }
    }
    return value;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const write = (next: T) => {
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused (private mode): the value lives in this page only.
      raw = null;
      value = next;
    }
    for (const listener of listeners) listener();
  };

  const use = () => useSyncExternalStore(subscribe, read, () => empty);
  return { use, read, write };
}
