import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { Clock } from '../common/clock';
import {
  deriveKey,
  generateCode,
  generateLinkToken,
  hashLinkToken,
  hashSecret,
  sameDigest,
} from './secrets';
import {
  Verification,
  type EmailChangePayload,
  type SignupPayload,
  type VerificationPurpose,
} from './verification.entity';
import { OTP_LIMITS } from './otp-limits';

export { OTP_LIMITS } from './otp-limits';

const LINK_TTL_MS: Record<LinkPurpose, number> = {
  'verify-email': OTP_LIMITS.verifyLinkTtlMs,
  'reset-password': OTP_LIMITS.resetLinkTtlMs,
  'change-email': OTP_LIMITS.changeEmailLinkTtlMs,
  'cancel-email-change': OTP_LIMITS.cancelEmailChangeLinkTtlMs,
};

export type CodePurpose = Extract<VerificationPurpose, 'signup' | 'login' | 'reauth'>;
export type LinkPurpose = Extract<
  VerificationPurpose,
  'verify-email' | 'reset-password' | 'change-email' | 'cancel-email-change'
>;

interface LinkRow {
  id: string;
  email: string;
  user_id: string | null;
  secret_hash: string;
  payload: EmailChangePayload | null;
}

/** What checking a code found: the matching row, a wrong code, or nothing usable. */
export type CodeCheck =
  { result: 'match'; verification: Verification } | { result: 'wrong' } | { result: 'none' };

/**
 * Codes and links in the verifications table. Only keyed hashes are stored; a new code or
 * verification link replaces the previous one of the same purpose and address, while reset links
 * stay valid side by side until they expire or one is used; each is single use.
 */
@Injectable()
export class OtpService {
  private readonly key: Buffer;

  constructor(
    @InjectRepository(Verification) private readonly verifications: Repository<Verification>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {
    this.key = deriveKey(config.jwtSecret);
  }

  /** The Verification table in the current transaction, if one is open (else the default manager). */
  private get verificationRows(): Repository<Verification> {
    return this.txHost.tx.getRepository(Verification);
  }

  private async store(
    fields: Pick<Verification, 'purpose' | 'email' | 'userId' | 'secretHash' | 'payload'>,
    ttlMs: number,
  ): Promise<void> {
    const now = this.clock.nowMs();
    const insert = this.verificationRows
      .createQueryBuilder()
      .insert()
      .into(Verification)
      .values({
        id: randomUUID(),
        ...fields,
        attempts: 0,
        createdAt: new Date(now),
        expiresAt: new Date(now + ttlMs),
      });
    // Reset links live side by side, so a new one (maybe asked for by a stranger) never kills
    // the one already in the owner's mailbox; every other purpose keeps one row per address.
    if (fields.purpose !== 'reset-password') {
      insert.orUpdate(
        ['user_id', 'secret_hash', 'payload', 'attempts', 'created_at', 'expires_at'],
        ['purpose', 'email'],
        { indexPredicate: `purpose <> 'reset-password'` },
      );
    }
    await insert.execute();
  }

  /** Creates a 6-digit code for (purpose, address), replacing any earlier one; returns it. */
  async issueCode(
    purpose: CodePurpose,
    email: string,
    options: { userId?: string | null; payload?: SignupPayload | null } = {},
  ): Promise<string> {
    const code = generateCode();
    await this.store(
      {
        purpose,
        email,
        userId: options.userId ?? null,
        payload: options.payload ?? null,
        secretHash: hashSecret(this.key, purpose, email, code),
      },
      OTP_LIMITS.codeTtlMs,
    );
    return code;
  }

  /**
   * Checks a code. Each try is counted first (atomically), so at most 5 tries ever reach the
   * comparison; after 5 wrong ones the code is dead. A match is not consumed here: call
   * consume() in the transaction that acts on it.
   */
  async checkCode(purpose: CodePurpose, email: string, code: string): Promise<CodeCheck> {
    const [rows] = (await this.verifications.query(
      `UPDATE verifications SET attempts = attempts + 1
       WHERE purpose = $1 AND email = $2 AND expires_at > $3 AND attempts < $4
       RETURNING id, secret_hash, user_id, payload`,
      [purpose, email, this.clock.now(), OTP_LIMITS.maxAttempts],
    )) as [Array<{ id: string; secret_hash: string; user_id: string | null; payload: unknown }>];
    const found = rows[0];
    if (!found) return { result: 'none' };
    if (!sameDigest(found.secret_hash, hashSecret(this.key, purpose, email, code))) {
      return { result: 'wrong' };
    }
    const verification = this.verifications.create({
      id: found.id,
      purpose,
      email,
      userId: found.user_id,
      secretHash: found.secret_hash,
      payload: (found.payload as SignupPayload | null) ?? null,
    });
    return { result: 'match', verification };
  }

  /**
   * Uses up a code or link: deletes the row if it still holds the same secret. False when another
   * request used or replaced it first (so a code or link works exactly once).
   */
  async consume(verification: Verification): Promise<boolean> {
    const result = await this.verificationRows
      .createQueryBuilder()
      .delete()
      .from(Verification)
      .where('id = :id AND secret_hash = :hash', {
        id: verification.id,
        hash: verification.secretHash,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * Creates a link token for (purpose, address), with what the link will do when it is used;
   * returns it. See store() for what it replaces.
   */
  async issueLink(
    purpose: LinkPurpose,
    email: string,
    userId: string,
    payload: EmailChangePayload | null = null,
  ): Promise<string> {
    const token = generateLinkToken();
    await this.store(
      {
        purpose,
        email,
        userId,
        payload,
        secretHash: hashLinkToken(this.key, purpose, token),
      },
      LINK_TTL_MS[purpose],
    );
    return token;
  }

  /**
   * Whether a link would still work (known, unexpired, unused, its account still there), without
   * using it: the page tells a dead link before anyone types into it.
   */
  async linkIsLive(purpose: LinkPurpose, token: string): Promise<boolean> {
    return (await this.liveLinkUser(purpose, token)) !== null;
  }

  /** The account a live link belongs to, without using the link; null when it would not work. */
  async liveLinkUser(purpose: LinkPurpose, token: string): Promise<string | null> {
    const rows = (await this.verifications.query(
      `SELECT u.id FROM verifications v JOIN users u ON u.id = v.user_id
       WHERE v.purpose = $1 AND v.secret_hash = $2 AND v.expires_at > $3`,
      [purpose, hashLinkToken(this.key, purpose, token), this.clock.now()],
    )) as Array<{ id: string }>;
    return rows[0]?.id ?? null;
  }

  /** Uses up a link inside the caller's transaction; null when unknown, expired or already used. */
  async consumeLink(purpose: LinkPurpose, token: string): Promise<Verification | null> {
    const [rows] = (await this.txHost.tx.query(
      `DELETE FROM verifications
       WHERE purpose = $1 AND secret_hash = $2 AND expires_at > $3
       RETURNING id, email, user_id, secret_hash, payload`,
      [purpose, hashLinkToken(this.key, purpose, token), this.clock.now()],
    )) as [LinkRow[]];
    const row = rows[0];
    if (!row) return null;
    return this.verifications.create({
      id: row.id,
      purpose,
      email: row.email,
      userId: row.user_id,
      secretHash: row.secret_hash,
      payload: row.payload,
    });
  }

  /** Removes every outstanding link of this purpose for the address (after one was used). */
  async deleteLinks(purpose: LinkPurpose, email: string): Promise<void> {
    await this.verificationRows.delete({ purpose, email });
  }

  /**
   * Removes the sign-in and reauth codes mailed to an address the account no longer has: a code in
   * the old mailbox must not outlive the change of address.
   */
  async deleteCodes(email: string): Promise<void> {
    await this.verificationRows
      .createQueryBuilder()
      .delete()
      .from(Verification)
      .where(`email = :email AND purpose IN ('login', 'reauth')`, { email })
      .execute();
  }

  /** The pending code or link of this purpose for the address, if any (tests, diagnostics). */
  async pending(purpose: VerificationPurpose, email: string): Promise<Verification | null> {
    return this.verifications.findOneBy({ purpose, email });
  }

  /** Deletes codes and links whose time is over. */
  async deleteExpired(): Promise<void> {
    await this.verifications
      .createQueryBuilder()
      .delete()
      .where('expires_at <= :now', { now: this.clock.now() })
      .execute();
  }
}
