import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { sendQueued, worthRetrying, type SyncResult } from './sync';

/** Tries after a send that left sessions queued: 1, 2, 4 … 32 s apart, then the next 'online'. */
const RETRIES = 6;

/**
 * Sends the member's queued sessions now, when the page opens, and when the browser comes back
 * online. The 'online' event comes before the network answers reliably (and the service worker
 * may still be offline for a moment), and a busy site may answer "too many requests": a send that
 * left sessions queued is tried again, a few times, further apart each time, whatever started it.
 * `onResult` hears every send, the retries' too.
 */
export function useQueueSender(
  owner: string | null,
  onResult: (result: SyncResult) => void,
): () => Promise<SyncResult | null> {
  const heard = useRef(onResult);
  useLayoutEffect(() => {
    heard.current = onResult;
  });
  const retry = useRef<{ tries: number; timer?: number; stopped?: boolean }>({ tries: 0 });

  const send = useMemo(() => {
    const run = async (): Promise<SyncResult | null> => {
      if (!owner) return null;
      const state = retry.current;
      window.clearTimeout(state.timer);
      const result = await sendQueued(owner);
      heard.current(result);
      if (!worthRetrying(result)) state.tries = 0;
      else if (!state.stopped && navigator.onLine && state.tries < RETRIES) {
        state.timer = window.setTimeout(() => void run(), 1000 * 2 ** state.tries++);
      }
      return result;
    };
    return run;
  }, [owner]);

  useEffect(() => {
    const state = retry.current;
    state.stopped = false;
    const up = () => {
      state.tries = 0;
      void send();
    };
    window.addEventListener('online', up);
    up();
    return () => {
      state.stopped = true;
      window.removeEventListener('online', up);
      window.clearTimeout(state.timer);
    };
  }, [send]);

  return send;
}
