import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { deriveKey, generateLinkToken, hashLinkToken } from '../../otp/secrets';
import { Verification } from '../../otp/verification.entity';
import { Clock } from '../../throttle/clock';
import type { User } from '../../users/user.entity';

const PURPOSE = 'google-signin';
/** Long enough for the page to load and post it, short enough to be useless when it leaks. */
export const GOOGLE_CODE_TTL_MS = 2 * 60_000;

/**
 * The one-time code that the callback hands to /auth/callback instead of a session token. Kept in
 * the verifications table (one row per account, a newer sign-in replacing an older one) as a
 * keyed hash of the code together with the browser's binding: only the browser holding the Google
 * cookie of that sign-in can use it, and only once.
 */
@Injectable()
export class GoogleCodes {
  private readonly key: Buffer;

  constructor(
    @InjectRepository(Verification) private readonly verifications: Repository<Verification>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = deriveKey(config.jwtSecret);
  }

  private hash(code: string, binding: string): string {
    return hashLinkToken(this.key, PURPOSE, `${binding}\u0000${code}`);
  }

  async issue(user: User, binding: string): Promise<string> {
    const code = generateLinkToken();
    const now = this.clock.nowMs();
    await this.verifications
      .createQueryBuilder()
      .insert()
      .into(Verification)
      .values({
        id: randomUUID(),
        purpose: PURPOSE,
        email: user.email,
        userId: user.id,
        secretHash: this.hash(code, binding),
        payload: null,
        attempts: 0,
        createdAt: new Date(now),
        expiresAt: new Date(now + GOOGLE_CODE_TTL_MS),
      })
      .orUpdate(
        ['user_id', 'secret_hash', 'payload', 'attempts', 'created_at', 'expires_at'],
        ['purpose', 'email'],
        // The unique index on (purpose, email) leaves reset links out (they live side by side).
        { indexPredicate: `purpose <> 'reset-password'` },
      )
      .execute();
    return code;
  }

  /** Uses the code up; the account id, or null when unknown, expired, used or another browser's. */
  async consume(code: string, binding: string): Promise<string | null> {
    const [rows] = (await this.verifications.query(
      `DELETE FROM verifications
       WHERE purpose = $1 AND secret_hash = $2 AND expires_at > $3
       RETURNING user_id`,
      [PURPOSE, this.hash(code, binding), this.clock.now()],
    )) as [Array<{ user_id: string | null }>];
    return rows[0]?.user_id ?? null;
  }
}
