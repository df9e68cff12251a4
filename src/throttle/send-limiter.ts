import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { RateLimitPolicy } from './rate-limit-policy';
import { RateLimitStore, storageKey } from './rate-limit-store';

/** The one sentence every 429 carries: it says nothing about whether an account exists. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a little and try again.';

export class TooManyRequestsException extends HttpException {
  constructor() {
    super(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** A granted send; give it back when the mail could not be delivered. */
export interface SendPermit {
  release(): Promise<void>;
}

/**
 * Limits the mails that carry a code or link to 1 a minute and 5 an hour per address and purpose
 * (DESIGN.md section 4). Counted the same way whether or not the address has an account.
 */
@Injectable()
export class SendLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly policy: RateLimitPolicy,
  ) {}

  /** Counts one send for (purpose, address), or throws 429 when the allowance is used up. */
  async take(purpose: string, address: string, _ip?: string): Promise<SendPermit> {
    const taken: string[] = [];
    for (const window of this.policy.sends) {
      const key = storageKey('send', purpose, address, String(window.ttlMs));
      // No block period: the allowance comes back when the window ends.
      const record = await this.store.increment(key, window.ttlMs, window.limit, 0, 'send');
      if (record.totalHits > window.limit) {
        await Promise.all(taken.map((k) => this.store.release(k)));
        throw new TooManyRequestsException();
      }
      taken.push(key);
    }
    return { release: () => Promise.all(taken.map((k) => this.store.release(k))).then(() => {}) };
  }
}
