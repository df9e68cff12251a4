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
import { MESSAGES } from './messages';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { testAccount } from '../../test/helpers/test-account';

const ctx: RequestContext = { ip: '203.0.113.7', userAgent: 'jest' };

const account = testAccount;

describe('PasswordResetService (flow)', () => {
  let service: PasswordResetService;
  let found: User | null;
  let later: Array<() => Promise<void>>;
  let notified: MailMessage[];
  const otp = {
    issueLink: jest.fn(),
    linkIsLive: jest.fn(),
    consumeLink: jest.fn(),
    deleteLinks: jest.fn(),
  };
  const users = {
    findByEmail: jest.fn(() => Promise.resolve(found)),
    findById: jest.fn((id: string) => Promise.resolve(found?.id === id ? found : null)),
    update: jest.fn(() => Promise.resolve()),
  };
  const revokeAll = jest.fn();
  const clearFailures = jest.fn();
  const release = jest.fn(() => Promise.resolve());
  const deliver = jest.fn();

  beforeEach(async () => {
    jest.clearAllMocks();
    deliver.mockResolvedValue(undefined);
    found = null;
    later = [];
    notified = [];
    const moduleRef = await Test.createTestingModule({
      providers: [
        PasswordResetService,
        { provide: UsersService, useValue: users },
        { provide: SessionsService, useValue: { revokeAll } },
        { provide: OtpService, useValue: otp },
        {
          provide: PasswordService,
          useValue: { hash: (password: string) => Promise.resolve(`hash:${password}`) },
        },
        {
          provide: AccountMail,
          useValue: {
            appUrl: 'https://pragya.example',
            resetLink: (token: string) => `https://pragya.example/reset-password?token=${token}`,
            deliver,
            // Held back so a test decides when the work after the answer runs.
            later: (_what: string, work: () => Promise<void>) => later.push(work),
            notify: (message: MailMessage) => {
              notified.push(message);
              return Promise.resolve();
            },
          },
        },
        { provide: SendLimiter, useValue: { take: () => Promise.resolve({ release }) } },
        { provide: LoginLimiter, useValue: { clearFailures } },
        {
          provide: TransactionHost,
          useValue: { withTransaction: (fn: () => Promise<unknown>) => fn(), tx: {} },
        },
      ],
    }).compile();
    service = moduleRef.get(PasswordResetService);
  });

  // The send is counted whether or not the address has an account, so the limit reveals nothing.
  it('answers the same for an unknown address, and keeps its send counted', async () => {
    const answer = await service.forgotPassword('nobody@example.org', ctx);
    expect(answer).toEqual({ message: MESSAGES.resetSent });
    // Nothing is looked up before the answer.
    expect(users.findByEmail).not.toHaveBeenCalled();
    await Promise.all(later.map((work) => work()));
    expect(otp.issueLink).not.toHaveBeenCalled();
    expect(release).not.toHaveBeenCalled();
  });

  it('gives the send allowance back when the reset link could not be delivered', async () => {
    found = account();
    otp.issueLink.mockResolvedValue('tok');
    deliver.mockRejectedValue(new Error('SMTP down'));
    await service.forgotPassword(found.email, ctx);
    await expect(later[0]()).rejects.toThrow('SMTP down');
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('refuses a used, expired or unknown link before a new password is typed', async () => {
    otp.linkIsLive.mockResolvedValue(false);
    await expect(service.linkStatus('dead')).rejects.toThrow(
      new DomainError('invalid', MESSAGES.badResetLink),
    );
    otp.linkIsLive.mockResolvedValue(true);
    await expect(service.linkStatus('live')).resolves.toEqual({ valid: true });
  });

  it('refuses to reset with a link that consumeLink no longer finds (used or expired)', async () => {
    found = account();
    otp.consumeLink.mockResolvedValue(null);
    await expect(service.resetPassword({ token: 'used', password: 'new-pass-1' })).rejects.toThrow(
      new DomainError('invalid', MESSAGES.badResetLink),
    );
    expect(users.update).not.toHaveBeenCalled();
    expect(revokeAll).not.toHaveBeenCalled();
    expect(clearFailures).not.toHaveBeenCalled();
  });

  it('sets the password, ends every session, kills the other links and forgets the failures', async () => {
    found = account();
    otp.consumeLink.mockResolvedValue({ userId: found.id } as Verification);
    const answer = await service.resetPassword({ token: 'live', password: 'new-pass-1' });
    expect(answer).toEqual({ message: MESSAGES.passwordReset });
    expect(users.update).toHaveBeenCalledWith(found, {
      passwordHash: 'hash:new-pass-1',
      isEmailVerified: true,
    });
    expect(revokeAll).toHaveBeenCalledWith(found.id);
    expect(otp.deleteLinks).toHaveBeenCalledWith('reset-password', found.email);
    expect(clearFailures).toHaveBeenCalledWith(found.email);
    expect(notified.map((m) => m.to)).toEqual([found.email]);
  });

  // A name typed before the address was proven may be a stranger's.
  it('replaces the name of an account that was never verified', async () => {
    found = account({ isEmailVerified: false, name: 'Stranger' });
    otp.consumeLink.mockResolvedValue({ userId: found.id } as Verification);
    await service.resetPassword({ token: 'live', password: 'new-pass-1' });
    expect(users.update).toHaveBeenCalledWith(found, {
      passwordHash: 'hash:new-pass-1',
      isEmailVerified: true,
      name: 'asha',
    });
    expect(notified[0].text).not.toContain('Stranger');
  });
});
