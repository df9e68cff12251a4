import { DomainError } from '../../common/domain-error';
import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Clock } from '../../common/clock';
import type { Principal } from '../../common/principal';
import type { RequestContext } from '../../common/request-context';
import { APP_CONFIG } from '../../config/env';
import { SecurityEventsService } from '../../security-events/security-events.service';
import { SessionsService } from '../../sessions/sessions.service';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { AccountMail } from '../account-mail';
import { AuthService } from '../auth.service';
import { PasskeyChallenges } from './passkey-challenges';
import { Passkey } from './passkey.entity';
import { PASSKEY_MESSAGES, PasskeysService } from './passkeys.service';
import { testAccount } from '../../../test/helpers/test-account';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const KEY_ID = '44444444-4444-4444-8444-444444444444';
const ctx: RequestContext = { ip: '203.0.113.7', userAgent: 'jest' };

const account = (fields: Partial<User> = {}) =>
  testAccount({ id: USER_ID, passwordHash: null, ...fields });

function passkey(fields: Partial<Passkey> = {}): Passkey {
  return {
    id: KEY_ID,
    userId: USER_ID,
    credentialId: 'cred-1',
    publicKey: Buffer.alloc(8),
    counter: '0',
    transports: null,
    deviceType: 'multiDevice',
    backedUp: true,
    name: 'Phone',
    createdAt: new Date(),
    lastUsedAt: null,
    addedBySession: null,
    ...fields,
  };
}

/** A sign-in answer that names a credential; its signature never checks out. */
function assertion(id: string, userHandle?: string): AuthenticationResponseJSON {
  return {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle },
  };
}

describe('PasskeysService (flow)', () => {
  let service: PasskeysService;
  let stored: Passkey[];
  let owner: User | null;
  let liveKeys: number;
  const deleted: unknown[] = [];
  const openSession = jest.fn();
  const markProven = jest.fn();
  const record = jest.fn();
  const later = jest.fn();

  beforeEach(async () => {
    jest.clearAllMocks();
    stored = [passkey()];
    owner = account();
    liveKeys = 1;
    deleted.length = 0;
    const matches = (key: Passkey, where: Partial<Passkey>) =>
      Object.entries(where).every(([field, value]) => key[field as keyof Passkey] === value);
    const passkeys = {
      findOneBy: jest.fn((where: Partial<Passkey>) =>
        Promise.resolve(stored.find((key) => matches(key, where)) ?? null),
      ),
      findBy: (where: Partial<Passkey>) =>
        Promise.resolve(stored.filter((key) => matches(key, where))),
      update: jest.fn(() => Promise.resolve()),
    };
    const manager = {
      query: () => Promise.resolve([{ count: liveKeys }]),
      getRepository: () => ({
        delete: (where: unknown) => (deleted.push(where), Promise.resolve()),
        update: () => Promise.resolve(),
        insert: () => Promise.resolve(),
      }),
    };
    const moduleRef = await Test.createTestingModule({
      providers: [
        PasskeysService,
        { provide: getRepositoryToken(Passkey), useValue: passkeys },
        {
          provide: PasskeyChallenges,
          useValue: {
            consumeAuthentication: jest.fn(() => Promise.resolve(true)),
            consumeReauth: jest.fn(() => Promise.resolve(true)),
            consumeRegistration: jest.fn(() => Promise.resolve(true)),
            forReauth: jest.fn(),
          },
        },
        {
          provide: UsersService,
          useValue: { findById: (id: string) => Promise.resolve(owner?.id === id ? owner : null) },
        },
        { provide: AuthService, useValue: { openSession } },
        { provide: SecurityEventsService, useValue: { record } },
        {
          provide: AccountMail,
          useValue: { appUrl: 'https://pragya.example', later, notify: jest.fn() },
        },
        {
          provide: TransactionHost,
          useValue: { withTransaction: (fn: () => Promise<unknown>) => fn(), tx: manager },
        },
        { provide: Clock, useValue: new Clock() },
        { provide: SessionsService, useValue: { markProven } },
        { provide: APP_CONFIG, useValue: { appUrl: 'https://pragya.example' } },
      ],
    }).compile();
    service = moduleRef.get(PasskeysService);
  });

  it('tells an unknown passkey to sign in otherwise, and never looks up an oversized id', async () => {
    const unknown = new DomainError('invalid', PASSKEY_MESSAGES.unknown);
    await expect(service.authenticate(assertion('cred-x'), 'binding')).rejects.toThrow(unknown);
    await expect(service.authenticate(assertion('x'.repeat(513)), 'binding')).rejects.toThrow(
      unknown,
    );
    owner = null;
    await expect(service.authenticate(assertion('cred-1'), 'binding')).rejects.toThrow(unknown);
    expect(openSession).not.toHaveBeenCalled();
  });

  // The authenticator's user handle must be the account the stored passkey belongs to.
  it('refuses an answer whose user handle names another account', async () => {
    // With the account gone, a skipped handle check would answer `unknown` instead.
    owner = null;
    const otherHandle = Buffer.from('99999999999949998999999999999999', 'hex').toString(
      'base64url',
    );
    await expect(service.authenticate(assertion('cred-1', otherHandle), 'b')).rejects.toThrow(
      new DomainError('invalid', PASSKEY_MESSAGES.failed),
    );
    expect(openSession).not.toHaveBeenCalled();
  });

  it('opens no session for an answer whose signature does not verify', async () => {
    await expect(service.authenticate(assertion('cred-1'), 'binding')).rejects.toThrow(
      new DomainError('invalid', PASSKEY_MESSAGES.failed),
    );
    expect(openSession).not.toHaveBeenCalled();
  });

  it("refuses to confirm the member with another account's passkey", async () => {
    stored = [passkey({ userId: '55555555-5555-4555-8555-555555555555' })];
    const principal = { id: USER_ID, sessionId: 's', user: account() } as Principal;
    await expect(service.reauthenticate(principal, assertion('cred-1'))).rejects.toThrow(
      new DomainError('invalid', PASSKEY_MESSAGES.notYours),
    );
    await expect(service.reauthOptions(account())).rejects.toThrow(
      new DomainError('invalid', PASSKEY_MESSAGES.none),
    );
    expect(markProven).not.toHaveBeenCalled();
  });

  it('keeps the last passkey of an account with no password and no Google', async () => {
    await expect(service.remove(account(), KEY_ID, ctx)).rejects.toThrow(
      new DomainError('conflict', PASSKEY_MESSAGES.lastWayIn),
    );
    expect(deleted).toEqual([]);
    // With a password there is another way in.
    await service.remove(account({ passwordHash: 'hash' }), KEY_ID, ctx);
    expect(deleted).toEqual([{ id: KEY_ID, userId: USER_ID }]);
    expect(record).toHaveBeenCalledWith(USER_ID, 'passkey-removed', ctx, 'Phone');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("answers not found for another account's passkey or a malformed id", async () => {
    const notFound = new DomainError('not-found', PASSKEY_MESSAGES.notFound);
    const other = '55555555-5555-4555-8555-555555555555';
    await expect(service.rename(other, KEY_ID, 'Mine now')).rejects.toThrow(notFound);
    await expect(service.rename(USER_ID, 'nope', 'x')).rejects.toThrow(notFound);
    await expect(service.rename(USER_ID, KEY_ID, 'Laptop')).resolves.toMatchObject({
      id: KEY_ID,
      name: 'Laptop',
    });
  });
});
