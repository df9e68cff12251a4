import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from './user.entity';

/** A way into an account other than Google: does this account have it? */
export type SignInMethodCheck = (user: User, manager: EntityManager) => Promise<boolean>;

/**
 * Which ways of signing in an account has besides Google, so unlinking Google can refuse to leave
 * an account nobody can enter. The password is known here; a module that adds a way in (passkeys)
 * registers its check under a name at onModuleInit, replacing the built-in one of that name.
 *
 * Built in until then: a passkey check that looks at the `passkeys` table only if it exists
 * (to_regclass), so this compiles and answers correctly before and after that table is added.
 */
@Injectable()
export class AccountSignInMethods {
  private readonly checks = new Map<string, SignInMethodCheck>([
    ['password', (user) => Promise.resolve(Boolean(user.passwordHash))],
    ['passkeys', hasPasskeyIfTableExists],
  ]);

  register(name: string, check: SignInMethodCheck): void {
    this.checks.set(name, check);
  }

  /** True when the account can still be entered without Google. */
  async hasOtherThanGoogle(user: User, manager: EntityManager): Promise<boolean> {
    for (const check of this.checks.values()) {
      if (await check(user, manager)) return true;
    }
    return false;
  }
}

async function hasPasskeyIfTableExists(user: User, manager: EntityManager): Promise<boolean> {
  const [table] = (await manager.query(
    `SELECT to_regclass('public.passkeys') IS NOT NULL AS ok`,
  )) as [{ ok: boolean }];
  if (!table?.ok) return false;
  const rows = (await manager.query(`SELECT 1 FROM passkeys WHERE user_id = $1 LIMIT 1`, [
    user.id,
  ])) as unknown[];
  return rows.length > 0;
}
