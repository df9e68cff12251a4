import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { IsNull, type Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { subKey } from '../../common/encryption';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { RecoveryCode } from './recovery-code.entity';

/** Digits and lower-case letters without 0, 1, i, l, o: nothing to mistake when copied by hand. */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const LENGTH = 10;
export const RECOVERY_CODE_COUNT = 10;

/** The stored form of what someone typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '');
  if (plain.length !== LENGTH) return null;
  return [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
}

function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * Ten single-use recovery codes per account with the authenticator app on: 10 characters from a
 * 31-letter alphabet (about 50 bits each), stored as HMAC-SHA-256 under a key derived from
 * ENCRYPTION_KEY. A keyed hash and not argon2: the codes are random, so a slow hash adds nothing
 * against guessing online, and a lookup by hash costs one indexed read instead of ten argon2 runs;
 * the key keeps a leaked table from being searched offline.
 */
@Injectable()
export class RecoveryCodes {
  private readonly key: Buffer;

  constructor(
    @InjectRepository(RecoveryCode) private readonly codes: Repository<RecoveryCode>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {
    this.key = subKey(Buffer.from(config.encryptionKey, 'base64'), 'recovery codes');
  }

  /** The RecoveryCode table in the current transaction, if one is open (else the default manager). */
  private get codeRows(): Repository<RecoveryCode> {
    return this.txHost.tx.getRepository(RecoveryCode);
  }

  private hash(userId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${userId}\u0000${code}`).digest('hex');
  }

  /** Replaces every code of the account with ten new ones; returns them (shown once). */
  async replace(userId: string): Promise<string[]> {
    const repo = this.codeRows;
    await repo.delete({ userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    const now = this.clock.now();
    await repo.insert(
      codes.map((code) => ({
        id: randomUUID(),
        userId,
        codeHash: this.hash(userId, normaliseRecoveryCode(code) ?? code),
        createdAt: now,
        usedAt: null,
      })),
    );
    return codes;
  }

  /** Uses up a code: true only for the one request that marks an unused code of the account. */
  async consume(userId: string, typed: string): Promise<boolean> {
    const code = normaliseRecoveryCode(typed);
    if (!code) return false;
    const result = await this.codes.update(
      { userId, codeHash: this.hash(userId, code), usedAt: IsNull() },
      { usedAt: this.clock.now() },
    );
    return (result.affected ?? 0) > 0;
  }

  unusedCount(userId: string): Promise<number> {
    return this.codeRows.countBy({ userId, usedAt: IsNull() });
  }

  async removeAll(userId: string): Promise<void> {
    await this.codeRows.delete({ userId });
  }
}
