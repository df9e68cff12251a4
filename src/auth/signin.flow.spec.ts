import { DomainError } from '../common/domain-error';
import { Test } from '@nestjs/testing';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { RequestContext } from '../common/request-context';
import { OtpService } from '../otp/otp.service';
import type { Verification } from '../otp/verification.entity';
import { LoginLimiter, type CountFailure } from '../throttle/login-limiter';
import { SendLimiter } from '../throttle/send-limiter';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountMail } from './account-mail';
import { AuthService } from './auth.service';
import { MESSAGES } from './messages';
import { PasswordService } from './password.service';
import { SignInService } from './signin.service';
import { SignUpService } from './signup.service';
import { TotpService } from './totp/totp.service';
import { testAccount } from '../../test/helpers/test-account';

const ctx: RequestContext = { ip: '203.0.113.7', userAgent: 'jest' };

const account = (fields: Partial<User> = {}) =>
  testAccount({ passwordHash: 'hash:right', ...fields });

/** Keeps the LoginLimiter's contract (a fail() is counted, then thrown) without its stores. */
class FakeLimiter {
  failures: string[] = [];
  cleared: Array<[string, string | undefined]> = [];
  attempt<T>(email: string, ip: string, check: (fail: CountFailure) => Promise<T>): Promise<T> {
    return check((refusal) => {
      this.failures.push(`${email}@${ip}`);
      return Promise.reject(refusal);
    });
  }
  clearFailures(email: string, ip?: string): Promise<void> {
    this.cleared.push([email, ip]);
    return Promise.resolve();
  }
}

describe('SignInService (flow)', () => {
  let service: SignInService;
  let limiter: FakeLimiter;
  let found: User | null;
  let verified: Array<string | null | undefined>;
  const openSession = jest.fn();
  const resendVerificationLater = jest.fn();
  const issueCode = jest.fn();
  const checkCode = jest.fn();
  const consume = jest.fn();
  const delivered: Array<{ to: string }> = [];
  const verifyCode = jest.fn();

  beforeEach(async () => {
    jest.clearAllMocks();
    limiter = new FakeLimiter();
    found = null;
    verified = [];
    delivered.length = 0;
    openSession.mockImplementation((user: User, method: string) =>
      Promise.resolve({ token: `token-${method}`, user: { id: user.id } }),
    );
    checkCode.mockResolvedValue({ result: 'none' });
    const moduleRef = await Test.createTestingModule({
      providers: [
        SignInService,
        {
          provide: UsersService,
          useValue: {
            findByEmail: () => Promise.resolve(found),
            findById: (id: string) => Promise.resolve(found?.id === id ? found : null),
          },
        },
        { provide: OtpService, useValue: { issueCode, checkCode, consume } },
        {
          provide: PasswordService,
          useValue: {
            // A hash is "hash:<password>", so a test says which password is right.
            verify: (hash: string | null | undefined, password: string) => {
              verified.push(hash);
              return Promise.resolve(!!hash && hash === `hash:${password}`);
            },
          },
        },
        {
          provide: AccountMail,
          useValue: {
            deliver: (message: { to: string }) => {
              delivered.push(message);
              return Promise.resolve();
            },
          },
        },
        {
          provide: SendLimiter,
          useValue: { take: () => Promise.resolve({ release: () => Promise.resolve() }) },
        },
        { provide: LoginLimiter, useValue: limiter },
        { provide: AuthService, useValue: { openSession } },
        {
          provide: SignUpService,
          useValue: { resendVerificationLater, completeSignup: jest.fn() },
        },
        {
          provide: TransactionHost,
          useValue: { withTransaction: (fn: () => Promise<unknown>) => fn(), tx: {} },
        },
        { provide: TotpService, useValue: { verifyCode } },
      ],
    }).compile();
    service = moduleRef.get(SignInService);
  });

  it('refuses a wrong password with the generic sentence and counts the failure', async () => {
    found = account();
    const attempt = service.login({ email: found.email, password: 'wrong' }, ctx);
    await expect(attempt).rejects.toThrow(
      new DomainError('unauthenticated', MESSAGES.invalidCredentials),
    );
    expect(limiter.failures).toEqual([`${found.email}@${ctx.ip}`]);
    expect(limiter.cleared).toEqual([]);
    expect(openSession).not.toHaveBeenCalled();
  });

  // Unknown addresses and accounts without a password (Google-only) must look like a wrong
  // password, and still pay for a hash verification so the timing tells nothing.
  it.each([
    ['an unknown address', null],
    ['a Google-only account', account({ passwordHash: null, googleId: 'g-1' })],
  ])('answers %s like a wrong password', async (_label, user) => {
    found = user;
    const attempt = service.login({ email: 'asha@example.org', password: 'right' }, ctx);
    await expect(attempt).rejects.toThrow(MESSAGES.invalidCredentials);
    expect(verified).toHaveLength(1);
    expect(limiter.failures).toHaveLength(1);
  });

  it('refuses an unverified address even with the right password, and re-sends its link', async () => {
    found = account({ isEmailVerified: false });
    const attempt = service.login({ email: found.email, password: 'right' }, ctx);
    await expect(attempt).rejects.toThrow(
      new DomainError('unauthenticated', MESSAGES.confirmAddressFirst),
    );
    expect(resendVerificationLater).toHaveBeenCalledWith(found, ctx);
    expect(limiter.failures).toHaveLength(1);
  });

  it('asks for the app code when the authenticator app is on: no token, failures kept', async () => {
    found = account({ totpSecret: 'sealed', otpEnabled: true });
    const answer = await service.login({ email: found.email, password: 'right' }, ctx);
    expect(answer).toEqual({ requiresOTP: true, method: 'totp', msg: MESSAGES.appCodeAsked });
    expect(openSession).not.toHaveBeenCalled();
    expect(issueCode).not.toHaveBeenCalled();
    expect(limiter.cleared).toEqual([]);
  });

  it('e-mails a sign-in code when the e-mailed second factor is on: no token', async () => {
    found = account({ otpEnabled: true });
    issueCode.mockResolvedValue('123456');
    const answer = await service.login({ email: found.email, password: 'right' }, ctx);
    expect(answer).toEqual({ requiresOTP: true, method: 'email', msg: MESSAGES.signinCodeSent });
    expect(issueCode).toHaveBeenCalledWith('login', found.email, { userId: found.id });
    expect(delivered.map((m) => m.to)).toEqual([found.email]);
    expect(openSession).not.toHaveBeenCalled();
  });

  it('opens a password session and forgets the failures on the right password', async () => {
    found = account();
    const answer = await service.login({ email: found.email, password: 'right' }, ctx);
    expect(answer).toEqual({ token: 'token-password', user: { id: found.id } });
    expect(limiter.cleared).toEqual([[found.email, ctx.ip]]);
  });

  it('refuses a matching login code that was already used (consumed by another request)', async () => {
    found = account({ otpEnabled: true });
    const verification = { userId: found.id, email: found.email } as Verification;
    checkCode.mockImplementation((purpose: string) =>
      Promise.resolve(purpose === 'login' ? { result: 'match', verification } : { result: 'none' }),
    );
    consume.mockResolvedValue(false);
    const attempt = service.verifyOtp(
      { email: found.email, otp: '123456', password: 'right' },
      ctx,
    );
    await expect(attempt).rejects.toThrow(new DomainError('invalid', MESSAGES.badCode));
    expect(openSession).not.toHaveBeenCalled();
  });

  it('refuses a wrong app code with the one code sentence and counts it', async () => {
    found = account({ totpSecret: 'sealed' });
    verifyCode.mockResolvedValue(null);
    const attempt = service.verifyOtp(
      { email: found.email, otp: '000000', password: 'right' },
      ctx,
    );
    await expect(attempt).rejects.toThrow(new DomainError('invalid', MESSAGES.badCode));
    expect(limiter.failures).toHaveLength(1);
    expect(limiter.cleared).toEqual([]);
  });
});
