import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { WebauthnChallenge } from './webauthn-challenge.entity';

/** A ceremony must finish within 5 minutes of its options. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const hashOf = (binding: string) => createHash('sha256').update(binding).digest('hex');

/**
 * WebAuthn challenges in the database: any replica can finish a ceremony another one started,
 * and each challenge is used up by one conditional delete, so it works at most once.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(
    @InjectRepository(WebauthnChallenge) private readonly rows: Repository<WebauthnChallenge>,
    private readonly clock: Clock,
  ) {}

  /** A registration challenge, for the signed-in account. */
  async forRegistration(challenge: string, userId: string): Promise<void> {
    await this.store({ challenge, purpose: 'registration', userId, bindingHash: null });
  }

  /**
   * A sign-in challenge, bound to the browser: returns the random value for its HttpOnly cookie
   * (only its hash is stored), so a challenge cannot be finished from another browser.
   */
  async forAuthentication(challenge: string): Promise<string> {
    const binding = randomBytes(32).toString('base64url');
    await this.store({
      challenge,
      purpose: 'authentication',
      userId: null,
      bindingHash: hashOf(binding),
    });
    return binding;
  }

  /** A challenge for confirming it is the member (reauth), for the signed-in account. */
  async forReauth(challenge: string, userId: string): Promise<void> {
    await this.store({ challenge, purpose: 'authentication', userId, bindingHash: null });
  }

  /** Uses up a reauth challenge of this account (a sign-in challenge names no account). */
  async consumeReauth(challenge: string, userId: string): Promise<boolean> {
    return this.consume(
      `challenge = $1 AND purpose = 'authentication' AND user_id = $2 AND binding_hash IS NULL`,
      [challenge, userId],
    );
  }

  /** Uses up a registration challenge of this account; false when unknown, expired or used. */
  async consumeRegistration(challenge: string, userId: string): Promise<boolean> {
    return this.consume(`challenge = $1 AND purpose = 'registration' AND user_id = $2`, [
      challenge,
      userId,
    ]);
  }

  /** Uses up a sign-in challenge given to this browser. */
  async consumeAuthentication(challenge: string, binding: string | undefined): Promise<boolean> {
    if (!binding) return false;
    return this.consume(
      `challenge = $1 AND purpose = 'authentication' AND user_id IS NULL AND binding_hash = $2`,
      [challenge, hashOf(binding)],
    );
  }

  /** Removes challenges whose time is over (expired ones are refused anyway). */
  async deleteExpired(): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .delete()
      .where('expires_at <= :now', { now: this.clock.now() })
      .execute();
  }

  private async store(
    fields: Pick<WebauthnChallenge, 'challenge' | 'purpose' | 'userId' | 'bindingHash'>,
  ): Promise<void> {
    await this.rows.insert({
      id: randomUUID(),
      ...fields,
      expiresAt: new Date(this.clock.nowMs() + CHALLENGE_TTL_MS),
    });
  }

  private async consume(where: string, params: string[]): Promise<boolean> {
    const [rows] = (await this.rows.query(
      `DELETE FROM webauthn_challenges WHERE ${where} AND expires_at > $${params.length + 1}
       RETURNING id`,
      [...params, this.clock.now()],
    )) as [unknown[]];
    return rows.length > 0;
  }
}
