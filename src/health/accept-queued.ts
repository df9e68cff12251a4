import type { Server } from 'node:net';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves once the connections already waiting in the listening socket's kernel queue have been
 * accepted, or at `until` (a `Date.now()` value), whichever comes first. Closing the listener
 * resets every connection still queued, and libuv (1.45 and later, so Node 20 and later) accepts
 * only one connection per turn of the event loop: a burst of forty behind a loop busy rendering
 * pages could take longer than the whole shutdown delay to be accepted, and the tail was reset
 * (docs/decisions/0222-accept-what-is-queued-before-closing.md).
 *
 * A whole turn that accepts nothing means the queue was empty when the loop polled: the listening
 * socket is polled level-triggered, so a non-empty queue is reported, and one connection accepted,
 * on every turn. A `setImmediate` callback runs after the turn's poll phase, so the count runs from
 * one check phase to the next; the first `nextTurn` gets there from wherever the caller is (a
 * signal handler runs in the poll phase, after that turn's accept). An accept that fails
 * (ECONNABORTED) emits no `connection`, and may end the wait one turn early. Resolves to the number
 * of connections accepted meanwhile.
 */
export async function acceptQueued(server: Server, until: number): Promise<number> {
  let accepted = 0;
  const count = () => {
    accepted += 1;
  };
  server.on('connection', count);
  try {
    await nextTurn();
    for (;;) {
      const before = accepted;
      await nextTurn();
      if (accepted === before || Date.now() >= until) return accepted;
    }
  } finally {
    server.off('connection', count);
  }
}
