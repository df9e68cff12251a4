import { randomBytes } from 'node:crypto';
import { DomainError } from '../../common/domain-error';
import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import { generate, generateSecret } from 'otplib';
import { Clock } from '../../common/clock';
import { Encryption } from '../../common/encryption';
import { SecurityEventsService } from '../../security-events/security-events.service';
import { User } from '../../users/user.entity';
import { AccountMail } from '../account-mail';
import { RecoveryCodes } from './recovery-codes';
import { TOTP, TOTP_MESSAGES, TotpService } from './totp.service';

const USER_ID = '11111111-1111-4111-8111-111111111111';

/**
 * The users table as far as the service touches it. The step update keeps the SQL's condition
 * (app on, and a step later than the last accepted one), which is what makes a code single-use.
 */
class FakeUsers {
  rows = new Map<string, User>();

  findOneBy({ id }: { id: string }): Promise<User | null> {
    return Promise.resolve(this.rows.get(id) ?? null);
  }

  update({ id }: { id: string }, fields: Partial<User>): Promise<void> {
    const row = this.rows.get(id);
    if (row) Object.assign(row, fields);
    return Promise.resolve();
  }

  createQueryBuilder() {
    let fields: Partial<User> = {};
    const params: Record<string, unknown> = {};
    const builder = {
      update: () => builder,
      set: (values: Partial<User>) => ((fields = values), builder),
      where: (_sql: string, values: Record<string, unknown>) => (
        Object.assign(params, values),
        builder
      ),
      andWhere: (_sql: string, values: Record<string, unknown>) => (
        Object.assign(params, values),
        builder
      ),
      execute: () => {
        const row = this.rows.get(params.userId as string);
        const later =
          row?.totpSecret &&
          (row.totpLastStep == null || Number(row.totpLastStep) < Number(params.step));
        if (!row || !later) return Promise.resolve({ affected: 0 });
        Object.assign(row, fields);
        return Promise.resolve({ affected: 1 });
      },
    };
    return builder;
  }
}

describe('TotpService (flow)', () => {
  let service: TotpService;
  let users: FakeUsers;
  let clock: Clock;
  let box: Encryption;
  let secret: string;
  const recovery = { consume: jest.fn(), unusedCount: jest.fn(), replace: jest.fn() };
  const record = jest.fn();
  const later = jest.fn();

  function account(fields: Partial<User> = {}): User {
    const user = Object.assign(new User(), {
      id: USER_ID,
      name: 'Asha',
      email: 'asha@example.org',
      isEmailVerified: true,
      otpEnabled: false,
      totpSecret: box.seal(secret, USER_ID),
      totpLastStep: null,
      ...fields,
    });
    users.rows.set(user.id, user);
    return user;
  }

  const appCode = () => generate({ secret, epoch: Math.floor(clock.nowMs() / 1000) });

  beforeEach(async () => {
    jest.clearAllMocks();
    users = new FakeUsers();
    clock = new Clock();
    box = new Encryption(randomBytes(32));
    secret = generateSecret();
    const moduleRef = await Test.createTestingModule({
      providers: [
        TotpService,
        { provide: getRepositoryToken(User), useValue: users },
        {
          provide: TransactionHost,
          useValue: { withTransaction: (fn: () => Promise<unknown>) => fn(), tx: {} },
        },
        { provide: Clock, useValue: clock },
        { provide: Encryption, useValue: box },
        { provide: RecoveryCodes, useValue: recovery },
        { provide: SecurityEventsService, useValue: { record } },
        {
          provide: AccountMail,
          useValue: { appUrl: 'https://pragya.example', later, notify: jest.fn() },
        },
      ],
    }).compile();
    service = moduleRef.get(TotpService);
  });

  it('accepts a current app code once and refuses it replayed', async () => {
    const user = account();
    const code = await appCode();
    await expect(service.verifyCode(user, code)).resolves.toBe('app');
    await expect(service.verifyCode(user, code)).resolves.toBeNull();
  });

  it('accepts the next time step after one was used', async () => {
    const user = account();
    await expect(service.verifyCode(user, await appCode())).resolves.toBe('app');
    clock.advance(TOTP.periodSeconds * 1000);
    await expect(service.verifyCode(user, await appCode())).resolves.toBe('app');
  });

  // Sealed with the account id as context: a secret copied onto another account does not open.
  it('refuses a code when the sealed secret belongs to another account', async () => {
    const user = account({ totpSecret: box.seal(secret, 'another-account') });
    await expect(service.verifyCode(user, await appCode())).resolves.toBeNull();
  });

  it('uses up a recovery code, records it and tells the owner after the answer', async () => {
    const user = account();
    recovery.consume.mockResolvedValue(true);
    recovery.unusedCount.mockResolvedValue(9);
    await expect(service.verifyCode(user, ' abcde-fghjk ')).resolves.toBe('recovery');
    expect(recovery.consume).toHaveBeenCalledWith(USER_ID, 'abcde-fghjk');
    expect(record).toHaveBeenCalledWith(USER_ID, 'recovery-code-used');
    expect(later).toHaveBeenCalledTimes(1);

    recovery.consume.mockResolvedValue(false);
    await expect(service.verifyCode(user, 'abcde-fghjk')).resolves.toBeNull();
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('refuses to set up a second app, or one before the address is proven', async () => {
    await expect(service.setup(account())).rejects.toThrow(
      new DomainError('invalid', TOTP_MESSAGES.alreadyOn),
    );
    await expect(
      service.setup(account({ totpSecret: null, isEmailVerified: false })),
    ).rejects.toThrow(new DomainError('invalid', TOTP_MESSAGES.verifyFirst));
  });

  it('refuses to confirm a setup with a wrong code, or once the setup has expired', async () => {
    const user = account({ totpSecret: null });
    await service.setup(user);
    const pending = box.open(users.rows.get(USER_ID)!.totpPendingSecret!, USER_ID)!;
    // Not a code of the steps the tolerance accepts, whatever this run's secret is.
    const epoch = Math.floor(clock.nowMs() / 1000);
    const near = await Promise.all(
      [-60, -30, 0, 30, 60].map((shift) => generate({ secret: pending, epoch: epoch + shift })),
    );
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
    await expect(service.enable(user, wrong)).rejects.toThrow(
      new DomainError('invalid', TOTP_MESSAGES.wrongSetupCode),
    );
    clock.advance(TOTP.setupTtlMs);
    const right = await generate({ secret: pending, epoch: Math.floor(clock.nowMs() / 1000) });
    await expect(service.enable(user, right)).rejects.toThrow(
      new DomainError('invalid', TOTP_MESSAGES.noSetup),
    );
    expect(record).not.toHaveBeenCalled();
  });
});
