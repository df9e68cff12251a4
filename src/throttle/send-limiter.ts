import { Injectable } from '@nestjs/common';
import { LIMITS, SEND_LIMITS } from './rate-limit-policy';
import { limitAddress } from './client-address';
import { isRefusal, limitKey, RateLimiters } from './rate-limiters';
import { tooManyRequests } from './too-many-requests';

/** A granted send; give it back when the mail could not be delivered. */
export interface SendPermit {
  release(): Promise<void>;
}

/**
 * Limits the mails that carry a code or link, per purpose: per address and requesting IP (1 a
 * minute, 5 an hour), under a per-address ceiling from every IP (10 an hour), so a stranger asking
 * for mails to someone else's address uses up their own allowance, not the owner's. Counted the
 * same way whether or not the address has an account.
 */
@Injectable()
export class SendLimiter {
  constructor(private readonly limiters: RateLimiters) {}

  /** Counts one send for (purpose, address, ip), or throws 429 when an allowance is used up. */
  async take(purpose: string, address: string, ip = ''): Promise<SendPermit> {
    const normalised = address.trim().toLowerCase();
    const taken: Array<() => Promise<unknown>> = [];
    // Given back once at most, however many error paths call it.
    const releaseAll = () => Promise.all(taken.splice(0).map((give) => give())).then(() => {});
    for (const name of SEND_LIMITS) {
      const limiter = this.limiters.get(name);
      const key =
        name === 'send-address-hour'
          ? limitKey('send', purpose, normalised)
          : limitKey('send', purpose, normalised, limitAddress(ip));
      try {
        await limiter.consume(key);
      } catch (error) {
        await releaseAll().catch(() => undefined);
        if (isRefusal(error)) {
          throw tooManyRequests(
            error.msBeforeNext > 0 ? error.msBeforeNext : LIMITS[name].duration * 1000,
          );
        }
        throw error;
      }
      taken.push(() => limiter.reward(key));
    }
    return { release: releaseAll };
  }
}
