import type { EntityManager } from 'typeorm';
import { AccountDataRegistry } from './account-data/account-data.registry';
import { AccountSignInMethods } from './sign-in-methods';
import type { User } from './user.entity';

/** A manager whose database has (or has not) a passkeys table, and passkeys of some accounts. */
function manager(table: boolean, withPasskey: string[] = []): EntityManager {
  return {
    query: (sql: string, params: unknown[] = []) => {
      if (sql.includes('to_regclass')) return Promise.resolve([{ ok: table }]);
      return Promise.resolve(withPasskey.includes(params[0] as string) ? [{ '?column?': 1 }] : []);
    },
  } as unknown as EntityManager;
}

const account = (id: string, passwordHash: string | null) => ({ id, passwordHash }) as User;

describe('AccountSignInMethods', () => {
  it('counts a password, and a passkey only where the passkeys table exists', async () => {
    const methods = new AccountSignInMethods();
    expect(await methods.hasOtherThanGoogle(account('a', '$argon2id$…'), manager(false))).toBe(
      true,
    );
    expect(await methods.hasOtherThanGoogle(account('b', null), manager(false))).toBe(false);
    expect(await methods.hasOtherThanGoogle(account('b', null), manager(true, ['b']))).toBe(true);
    expect(await methods.hasOtherThanGoogle(account('c', null), manager(true, ['b']))).toBe(false);
  });

  it('lets a module replace a built-in check or add its own', async () => {
    const methods = new AccountSignInMethods();
    methods.register('passkeys', () => Promise.resolve(false));
    expect(await methods.hasOtherThanGoogle(account('b', null), manager(true, ['b']))).toBe(false);
    methods.register('magic', (user) => Promise.resolve(user.id === 'b'));
    expect(await methods.hasOtherThanGoogle(account('b', null), manager(false))).toBe(true);
  });
});

describe('AccountDataRegistry', () => {
  it('refuses a part registered twice under one key', () => {
    const registry = new AccountDataRegistry();
    registry.register({ key: 'sessions', export: () => Promise.resolve([]) });
    expect(() => registry.register({ key: 'sessions' })).toThrow(/registered twice/);
    expect(registry.all().map((part) => part.key)).toEqual(['sessions']);
  });
});
