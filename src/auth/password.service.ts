import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes and checks passwords. */
@Injectable()
export class PasswordService implements OnModuleInit {
  /** A hash of a random secret, verified against when there is no account, to spend the same time. */
  private dummyHash?: Promise<string>;

  onModuleInit(): void {
    this.dummyHash = argon2.hash(randomBytes(24).toString('base64'), ARGON2_OPTIONS);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /**
   * Checks a password against a stored hash. With no hash (unknown address, Google-only account)
   * a dummy hash is checked instead, so both answers take as long as a real check.
   */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= argon2.hash(randomBytes(24).toString('base64'), ARGON2_OPTIONS);
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
