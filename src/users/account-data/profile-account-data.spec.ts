import type { EntityManager } from 'typeorm';
import { AccountDataRegistry } from './account-data.registry';
import { ProfileAccountData } from './profile-account-data';
import type { User } from '../user.entity';

/** The profile part of the data download for an account row. */
async function exported(row: Partial<User>): Promise<Record<string, unknown>> {
  const registry = new AccountDataRegistry();
  let exporter: ((id: string, manager: EntityManager) => Promise<unknown>) | undefined;
  jest.spyOn(registry, 'register').mockImplementation((part) => {
    exporter = part.export as typeof exporter;
  });
  new ProfileAccountData(registry).onModuleInit();
  const manager = {
    getRepository: () => ({ findOneByOrFail: async () => row }),
  } as unknown as EntityManager;
  return (await exporter!('u1', manager)) as Record<string, unknown>;
}

const base: Partial<User> = {
  id: 'u1',
  name: 'Asha Devi',
  email: 'asha@example.com',
  role: 'user',
  isEmailVerified: true,
  passwordHash: 'x',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

describe('the data download: the second factor', () => {
  it('says two-factor sign-in is on while the authenticator app is (not otpEnabled: false)', async () => {
    const data = await exported({ ...base, otpEnabled: false, totpSecret: 'sealed' });
    expect(data).toMatchObject({ otpEnabled: true, secondFactor: 'app' });
  });

  it('reads the e-mailed code and off as they are', async () => {
    expect(await exported({ ...base, otpEnabled: true })).toMatchObject({
      otpEnabled: true,
      secondFactor: 'email',
    });
    expect(await exported({ ...base, otpEnabled: false })).toMatchObject({
      otpEnabled: false,
      secondFactor: 'off',
    });
  });
});
