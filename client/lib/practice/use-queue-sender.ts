import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { sendQueued, worthRetrying, type SyncResult } from './sync';

/** Tries after a send that left sessions queued: 1, 2, 4 … 32 s apart, then the next 'online'. */
const RETRIES = 6;

/** Hears a send's result; `retrying` says whether another send is already planned. */
type Heard = (result: SyncResult, retrying: boolean) => void | Promise<void>;

/**
 * One member's sends, one at a time: a send asked for while another runs goes after it, so each
 * reads the queue as the one before left it. A send that left sessions queued is tried again a
 * few times, further apart each time, whatever started it. Once stopped (the page left, or another
 * member signed in), it sends nothing more.
 */
function queueSender(owner: string, heard: Heard) {
  let chain: Promise<unknown> = Promise.resolve();
  let tries = 0;
  let timer: number | undefined;
  let stopped = false;

  const once = async (): Promise<SyncResult | null> => {
    if (stopped) return null;
    let result: SyncResult;
    try {
      result = await sendQueued(owner, () => !stopped);
    } catch {
      // The device's store failed: nothing was sent, and nothing is said.
      return null;
    }
    if (stopped) return null;
    const worth = worthRetrying(result);
    const retrying = worth && navigator.onLine && tries < RETRIES;
    if (!worth) tries = 0;
    else if (retrying) {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void send(false), 1000 * 2 ** tries++);
    }
    await heard(result, retrying);
    return result;
  };

  /** `fresh`: asked for by the member or the page, not a retry, so the retries start over. */
  const send = (fresh: boolean): Promise<SyncResult | null> => {
    if (fresh) tries = 0;
    window.clearTimeout(timer);
    const next = chain.then(once);
    chain = next.catch(() => undefined);
    return next;
  };

  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
  };
  return { send, stop };
}

/**
 * Sends the member's queued sessions when the page opens, when the browser comes back online (the
 * 'online' event comes before the network answers reliably, and the service worker may still be
 * offline for a moment), and when asked (the returned function). `onResult` hears every send,
 * the retries' too, before the next one starts.
 */
export function useQueueSender(
  owner: string | null,
  onResult: Heard,
): () => Promise<SyncResult | null> {
  const heard = useRef(onResult);
  useLayoutEffect(() => {
    heard.current = onResult;
  });
  const sender = useRef<ReturnType<typeof queueSender> | null>(null);

  useEffect(() => {
    if (!owner) return;
    const current = queueSender(owner, (result, retrying) => heard.current(result, retrying));
    sender.current = current;
    const up = () => void current.send(true);
    window.addEventListener('online', up);
    up();
    return () => {
      window.removeEventListener('online', up);
      current.stop();
      if (sender.current === current) sender.current = null;
    };
  }, [owner]);

  return useCallback(async () => (sender.current ? sender.current.send(true) : null), []);
}
