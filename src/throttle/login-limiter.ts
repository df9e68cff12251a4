import { randomInt } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { currentRequestContext } from '../common/request-context';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { trustedDevice } from './device-cookie';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { accountWait, LIMITS, type LimiterName } from './rate-limit-policy';
import { limitAddress } from './client-address';
import { isRefusal, limitKey, RateLimiters } from './rate-limiters';
import { tooManyRequests } from './too-many-requests';

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Sign-in failures (wrong passwords and codes), after rate-limiter-flexible's login-endpoint
 * pattern; see docs/decisions/0020-rate-limit-policy.md. Contract used by the auth flows:
 * - `attempt(email, ip, check)` around checking a password or code: refused with the 429 while
 *   blocked; the check calls `fail(refusal)` for a wrong one, which counts it and throws;
 * - `clearFailures(email, ip?)` after a successful sign-in (password, code, passkey) or reset.
 *
 * The consecutive-failure counter is keyed by account AND IP, so a stranger's guesses from
 * elsewhere never lock the owner out; only the much higher per-account ceiling spans IPs, and it
 * makes the account wait minutes, not a day: armed when the ceiling is reached and again only
 * after every REARM_STEP further failures, never by one failure from a new address. A browser
 * that signed in to the account before (its device cookie) is never made to wait by that
 * ceiling: it keeps its own allowance, the account+IP counter. Successes are never counted.
 */
export const REARM_STEP = 10;

/** What an attempt's check calls for a wrong password or code: counts the failure, then throws. */
export type CountFailure = (refusal: Error) => Promise<never>;

@Injectable()
export class LoginLimiter {
  private readonly logger = new Logger('RateLimits');

  constructor(
    private readonly limiters: RateLimiters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the request comes from a browser that signed in to this account before. */
  private fromOwnDevice(email: string): boolean {
    return trustedDevice(currentRequestContext()?.device, email, this.config) !== null;
  }

  /**
   * Checks a password or code for `email` from `ip`: refused (429) while either waits, and every
   * `fail(refusal)` the check calls is counted before its refusal is thrown. Clearing after a
   * success is the flow's, as some succeed only after a second factor.
   */
  async attempt<T>(
    email: string,
    ip: string,
    check: (fail: CountFailure) => Promise<T>,
  ): Promise<T> {
    await this.assertAllowed(email, ip);
    return check(async (refusal) => {
      await this.recordFailure(email, ip);
      throw refusal;
    });
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = await this.keys(email, ip);
    const checks: Array<[LimiterName, string]> = [
      ['signin-fail-account-ip', keys.accountIp],
      ['signin-fail-ip-day', keys.ip],
    ];
    if (!this.fromOwnDevice(email)) checks.push(['signin-fail-account-wait', keys.account]);
    const found = await Promise.all(checks.map(([name, key]) => this.limiters.get(name).get(key)));
    let waitMs = -1;
    found.forEach((res, index) => {
      const limiter = this.limiters.get(checks[index][0]);
      if (res && res.consumedPoints > limiter.points && res.msBeforeNext > 0) {
        waitMs = Math.max(waitMs, res.msBeforeNext);
      }
    });
    if (waitMs >= 0) throw tooManyRequests(waitMs);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = await this.keys(email, ip);
    const [accountIp, byIp, account] = await Promise.all([
      this.count('signin-fail-account-ip', keys.accountIp),
      this.count('signin-fail-ip-day', keys.ip),
      this.count('signin-fail-account-day', keys.account),
    ]);
    // Reaching the limit blocks at once, so the very next attempt is refused with the block's
    // length (rate-limiter-flexible would only block on the attempt after).
    await Promise.all([
      this.blockIfReached('signin-fail-account-ip', keys.accountIp, accountIp),
      this.blockIfReached('signin-fail-ip-day', keys.ip, byIp),
    ]);
    const ceiling = this.limiters.get('signin-fail-account-day').points;
    const past = account.consumedPoints - ceiling;
    if (past >= 0 && past % REARM_STEP === 0) {
      const wait = accountWait(past / REARM_STEP + 1);
      await this.limiters.get('signin-fail-account-wait').block(keys.account, wait);
    }
  }

  /**
   * Forgets the account's failures from every IP: a new epoch makes all its account+IP counters
   * unreachable (they expire on their own), and the account-wide counters are deleted. Called after
   * a success that is already committed, so a store error is logged, never turned into an error
   * answer.
   */
  async clearFailures(email: string, ip?: string): Promise<void> {
    try {
      const account = limitKey('account', normalise(email));
      if (ip !== undefined) {
        const keys = await this.keys(email, ip);
        await this.limiters.get('signin-fail-account-ip').delete(keys.accountIp);
      }
      await this.limiters
        .get('signin-fail-epoch')
        .set(account, randomInt(1, 2 ** 31 - 1), LIMITS['signin-fail-epoch'].duration);
      await Promise.all([
        this.limiters.get('signin-fail-account-day').delete(account),
        this.limiters.get('signin-fail-account-wait').delete(account),
      ]);
    } catch (error) {
      this.logger.warn(`Sign-in failures not cleared: ${(error as Error).message}`);
    }
  }

  private async keys(email: string, clientIp: string) {
    const address = normalise(email);
    const ip = limitAddress(clientIp);
    const account = limitKey('account', address);
    const epoch = await this.limiters.get('signin-fail-epoch').get(account);
    return {
      account,
      ip: limitKey('ip', ip),
      accountIp: limitKey('account-ip', address, ip, String(epoch?.consumedPoints ?? 0)),
    };
  }

  /** Counts one failure; a refusal is an answer too (the counter went up all the same). */
  private async count(name: LimiterName, key: string): Promise<RateLimiterRes> {
    try {
      return await this.limiters.get(name).consume(key);
    } catch (error) {
      if (isRefusal(error)) return error;
      throw error;
    }
  }

  private async blockIfReached(name: LimiterName, key: string, res: RateLimiterRes) {
    const limiter = this.limiters.get(name);
    if (res.consumedPoints >= limiter.points && LIMITS[name].block > 0) {
      await limiter.block(key, LIMITS[name].block);
    }
  }
}
