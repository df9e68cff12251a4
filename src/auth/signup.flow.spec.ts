import { DomainError } from '../common/domain-error';
import { Test } from '@nestjs/testing';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { RequestContext } from '../common/request-context';
import type { MailMessage } from '../mail/mail-message';
import { OtpService } from '../otp/otp.service';
import type { Verification } from '../otp/verification.entity';
import { SessionsService } from '../sessions/sessions.service';
import { LoginLimiter } from '../throttle/login-limiter';
import { SendLimiter } from '../throttle/send-limiter';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountMail } from './account-mail';
import { AuthService } from './auth.service';
import { MESSAGES } from './messages';
import { PasswordService } from './password.service';
import { SignUpService, SignupPasswordMismatch } from './signup.service';
import { testAccount } from '../../test/helpers/test-account';

const ctx: RequestContext = { ip: '203.0.113.7', userAgent: 'jest' };
const email = 'asha@example.org';

const account = (fields: Partial<User> = {}) => testAccount({ email, ...fields });

function pendingSignup(passwordHash = 'hash:chosen'): Verification {
  return { email, payload: { name: 'Asha', passwordHash } } as unknown as Verification;
}

describe('SignUpService (flow)', () => {
  let service: SignUpService;
  let found: User | null;
  let delivered: MailMessage[];
  const otp = {
    issueCode: jest.fn(),
    consume: jest.fn(),
    issueLink: jest.fn(),
    consumeLink: jest.fn(),
    liveLinkUser: jest.fn(),
  };
  const users = {
    findByEmail: jest.fn(() => Promise.resolve(found)),
    findById: jest.fn(() => Promise.resolve(found)),
    create: jest.fn((fields: Partial<User>) => Promise.resolve(account(fields))),
    update: jest.fn((user: User, fields: Partial<User>) =>
      Promise.resolve(Object.assign(user, fields)),
    ),
    deleteUnverified: jest.fn(() => Promise.resolve()),
  };
  const revokeAll = jest.fn();
  const openSession = jest.fn();

  beforeEach(async () => {
    jest.clearAllMocks();
    found = null;
    delivered = [];
    otp.issueCode.mockResolvedValue('654321');
    otp.consume.mockResolvedValue(true);
    openSession.mockImplementation((user: User, method: string) =>
      Promise.resolve({ token: `token-${method}`, user: { id: user.id } }),
    );
    const moduleRef = await Test.createTestingModule({
      providers: [
        SignUpService,
        { provide: UsersService, useValue: users },
        { provide: SessionsService, useValue: { revokeAll } },
        { provide: OtpService, useValue: otp },
        {
          provide: PasswordService,
          useValue: {
            hash: (password: string) => Promise.resolve(`hash:${password}`),
            verify: (hash: string | null | undefined, password: string) =>
              Promise.resolve(!!hash && hash === `hash:${password}`),
          },
        },
        {
          provide: AccountMail,
          useValue: {
            appUrl: 'https://pragya.example',
            deliver: (message: MailMessage) => {
              delivered.push(message);
              return Promise.resolve();
            },
            verifyLink: (token: string) => `https://pragya.example/verify-email?token=${token}`,
            later: jest.fn(),
          },
        },
        {
          provide: SendLimiter,
          useValue: { take: () => Promise.resolve({ release: () => Promise.resolve() }) },
        },
        { provide: LoginLimiter, useValue: { attempt: jest.fn(), clearFailures: jest.fn() } },
        { provide: AuthService, useValue: { openSession } },
        {
          provide: TransactionHost,
          useValue: { withTransaction: (fn: () => Promise<unknown>) => fn(), tx: {} },
        },
      ],
    }).compile();
    service = moduleRef.get(SignUpService);
  });

  // The same sentence whether or not the address is taken; only the mailbox learns which.
  it('does not reveal an existing verified account: same answer, a notice instead of a code', async () => {
    found = account();
    const answer = await service.signupRequest({ name: 'X', email, password: 'pw-123456' }, ctx);
    expect(answer).toEqual({ msg: MESSAGES.signupCodeSent });
    expect(otp.issueCode).not.toHaveBeenCalled();
    expect(delivered.map((m) => [m.to, m.kind])).toEqual([[email, 'existing-account notice']]);
  });

  it('mails a code for a new address and keeps the pending name and password hash', async () => {
    const answer = await service.signupRequest({ name: 'Asha', email, password: 'pw-123456' }, ctx);
    expect(answer).toEqual({ msg: MESSAGES.signupCodeSent });
    expect(otp.issueCode).toHaveBeenCalledWith('signup', email, {
      payload: { name: 'Asha', passwordHash: 'hash:pw-123456' },
    });
    expect(delivered.map((m) => m.kind)).toEqual(['sign-up code']);
  });

  it('refuses to finish with a password other than the one the code was sent for', async () => {
    const finishing = service.completeSignup(pendingSignup(), 'someone-else');
    await expect(finishing).rejects.toBeInstanceOf(SignupPasswordMismatch);
    await expect(finishing).rejects.toThrow(MESSAGES.signupPasswordMismatch);
    expect(otp.consume).not.toHaveBeenCalled();
  });

  it('refuses a code already used up by a racing request', async () => {
    otp.consume.mockResolvedValue(false);
    await expect(service.completeSignup(pendingSignup(), 'chosen')).rejects.toThrow(
      new DomainError('invalid', MESSAGES.badCode),
    );
    expect(users.create).not.toHaveBeenCalled();
  });

  it('refuses to finish when the address got a verified account in the meantime', async () => {
    found = account();
    await expect(service.completeSignup(pendingSignup(), 'chosen')).rejects.toThrow(
      new DomainError('conflict', MESSAGES.accountExists),
    );
    expect(openSession).not.toHaveBeenCalled();
  });

  // The code proves the mailbox, so whoever registered the address unverified loses it.
  it('takes over an unverified registration: its sessions end and the chosen password replaces its own', async () => {
    found = account({ isEmailVerified: false, name: 'Stranger' });
    const answer = await service.completeSignup(pendingSignup(), 'chosen');
    expect(revokeAll).toHaveBeenCalledWith(found.id);
    expect(users.update).toHaveBeenCalledWith(found, {
      name: 'Asha',
      passwordHash: 'hash:chosen',
      isEmailVerified: true,
    });
    expect(answer).toEqual({
      token: 'token-signup',
      user: { id: found.id },
      msg: MESSAGES.welcome,
    });
  });
});
