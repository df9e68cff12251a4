/** Anything granted by a limiter that must be given back when the work it paid for failed. */
export interface Releasable {
  release(): Promise<void>;
}

/**
 * Waits for a permit (a refusal, such as a 429, propagates untouched), runs the work, and gives
 * the permit back if the work throws, whatever it throws: a failed send must not use up the
 * allowance. A release that itself fails is swallowed so the work's own error is the one reported.
 */
export async function withPermit<P extends Releasable, T>(
  permit: PromiseLike<P> | P,
  work: (permit: P) => Promise<T>,
): Promise<T> {
  const granted = await permit;
  try {
    return await work(granted);
  } catch (error) {
    await granted.release().catch(() => undefined);
    throw error;
  }
}
