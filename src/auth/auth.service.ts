import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import type { MailMessage } from '../mail/mail-message';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import {
  existingAccountMail,
  passwordChangedMail,
  resetLinkMail,
  signinCodeMail,
  signupCodeMail,
  verificationLinkMail,
} from '../mail/templates';
import { OtpService } from '../otp/otp.service';
import type { Verification } from '../otp/verification.entity';
import { SessionsService } from '../sessions/sessions.service';
import { LoginLimiter } from '../throttle/login-limiter';
import { SendLimiter, type SendPermit } from '../throttle/send-limiter';
import type { User } from '../users/user.entity';
import { toUserDto, type UserDto } from '../users/user-response';
import { isUniqueViolation, UsersService } from '../users/users.service';
import type {
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  SignupRequestDto,
  VerifyOtpDto,
} from './dto/auth.dto';
import { PasswordService } from './password.service';
import type { Principal } from './principal';

/** The sentences of the account calls (the front end shows them as they are). */
export const SENTENCES = {
  signupCodeSent:
    'We sent a 6-digit code to your e-mail address. Enter it here to finish signing up.',
  signinCodeSent: 'We sent a 6-digit sign-in code to your e-mail address. Enter it here.',
  mailFailed:
    'We could not send the e-mail just now. Please try again in a few minutes; nothing was lost.',
  invalidCredentials: 'Invalid email or password.',
  wrongCode: 'That code is not correct. Please check the e-mail and try again.',
  noCode:
    'This code has expired, was already used or was tried too many times. Please ask for a new one.',
  accountExists: 'An account with this e-mail address already exists. Please sign in.',
  welcome: 'Welcome! Your account is ready and you are signed in.',
  signedIn: 'You are signed in.',
  registered:
    'Registration successful! Please check your e-mail and click the link to verify your address, then sign in.',
  emailVerified: 'Email verified successfully!',
  badVerifyLink: 'This verification link is invalid or has expired.',
  alreadyVerified: 'Your e-mail address is already verified.',
  resetSent:
    'If an account exists for that address, we have sent it a link to reset the password. Please check your e-mail.',
  badResetLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  signedOut: 'You have been signed out.',
  otpOn: 'Two-factor sign-in is on: each time you sign in we will e-mail you a code.',
  otpOff: 'Two-factor sign-in is off.',
  verifyBeforeOtp: 'Please verify your e-mail address before turning on two-factor sign-in.',
} as const;

/** Sign-up, sign-in (with the optional e-mailed second factor), links and sessions. */
@Injectable()
export class AuthService implements OnApplicationShutdown {
  private readonly logger = new Logger('Auth');
  /** Mails sent after the answer (forgot-password), awaited on shutdown. */
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly otp: OtpService,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly sendLimiter: SendLimiter,
    private readonly loginLimiter: LoginLimiter,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.background]);
  }

  /** Sends a mail; on failure gives the send allowance back and answers 503 with a sentence. */
  private async deliver(message: MailMessage, permit: SendPermit): Promise<void> {
    try {
      await this.mail.send(message);
    } catch (error) {
      await permit.release().catch(() => undefined);
      if (error instanceof MailDeliveryError) {
        throw new ServiceUnavailableException(SENTENCES.mailFailed);
      }
      throw error;
    }
  }

  private async signedIn(
    user: User,
    method: 'password' | 'code' | 'signup' | 'google',
  ): Promise<{ token: string; user: UserDto }> {
    return this.dataSource.transaction(async (manager) => {
      await this.users.recordLogin(user, manager);
      const token = await this.sessions.open(user, method, manager);
      return { token, user: toUserDto(user) };
    });
  }

  /**
   * Step 1 of sign-up: e-mails a code and keeps the pending account (name, password hash). An
   * address that already has an account gets a notice instead; the answer is the same.
   */
  async signupRequest(dto: SignupRequestDto, ip?: string): Promise<{ msg: string }> {
    const permit = await this.sendLimiter.take('signup', dto.email, ip);
    try {
      const passwordHash = await this.passwords.hash(dto.password);
      const existing = await this.users.findByEmail(dto.email);
      let message: MailMessage;
      if (existing) {
        message = existingAccountMail(dto.email, this.config.appUrl);
      } else {
        const code = await this.otp.issueCode('signup', dto.email, {
          payload: { name: dto.name, passwordHash },
        });
        message = signupCodeMail(dto.email, dto.name, code);
      }
      await this.deliver(message, permit);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) await permit.release();
      throw error;
    }
    return { msg: SENTENCES.signupCodeSent };
  }

  /** Step 2 of sign-up, or of a two-factor sign-in: the e-mailed code (plus the password for sign-in). */
  async verifyOtp(
    dto: VerifyOtpDto,
    ip = '',
  ): Promise<{ token: string; user: UserDto; msg: string }> {
    await this.loginLimiter.assertAllowed(dto.email, ip);
    try {
      const result = await this.checkOtp(dto);
      await this.loginLimiter.clearFailures(dto.email, ip);
      return result;
    } catch (error) {
      const wrongCode =
        error instanceof BadRequestException && error.message === SENTENCES.wrongCode;
      if (wrongCode || error instanceof UnauthorizedException) {
        await this.loginLimiter.recordFailure(dto.email, ip);
      }
      throw error;
    }
  }

  private async checkOtp(
    dto: VerifyOtpDto,
  ): Promise<{ token: string; user: UserDto; msg: string }> {
    const signup = await this.otp.checkCode('signup', dto.email, dto.otp);
    if (signup.result === 'match') return this.completeSignup(signup.verification);
    const login = await this.otp.checkCode('login', dto.email, dto.otp);
    if (login.result === 'match') return this.completeLogin(login.verification, dto.password);
    if (signup.result === 'wrong' || login.result === 'wrong') {
      throw new BadRequestException(SENTENCES.wrongCode);
    }
    throw new BadRequestException(SENTENCES.noCode);
  }

  private async completeSignup(
    verification: Verification,
  ): Promise<{ token: string; user: UserDto; msg: string }> {
    const pending = verification.payload;
    if (!pending?.passwordHash || !pending.name) throw new BadRequestException(SENTENCES.noCode);
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (!(await this.otp.consume(verification, manager))) {
          throw new BadRequestException(SENTENCES.noCode);
        }
        let user = await this.users.findByEmail(verification.email, manager);
        if (user?.isEmailVerified) throw new ConflictException(SENTENCES.accountExists);
        if (user) {
          // Registered but never verified: the code proves the address belongs to this person,
          // so the unproven account's password and sessions are replaced.
          await this.sessions.revokeAll(user.id, manager);
          user = await this.users.update(
            user,
            { name: pending.name, passwordHash: pending.passwordHash, isEmailVerified: true },
            manager,
          );
        } else {
          user = await this.users.create(
            {
              name: pending.name,
              email: verification.email,
              passwordHash: pending.passwordHash,
              isEmailVerified: true,
            },
            manager,
          );
        }
        await this.users.recordLogin(user, manager);
        const token = await this.sessions.open(user, 'signup', manager);
        return { token, user: toUserDto(user), msg: SENTENCES.welcome };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(SENTENCES.accountExists);
      throw error;
    }
  }

  private async completeLogin(
    verification: Verification,
    password: string | undefined,
  ): Promise<{ token: string; user: UserDto; msg: string }> {
    const user = verification.userId ? await this.users.findById(verification.userId) : null;
    const passwordOk = await this.passwords.verify(user?.passwordHash, password ?? '');
    if (!user || !passwordOk) throw new UnauthorizedException(SENTENCES.invalidCredentials);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.otp.consume(verification, manager))) {
        throw new BadRequestException(SENTENCES.noCode);
      }
      await this.users.recordLogin(user, manager);
      const token = await this.sessions.open(user, 'code', manager);
      return { token, user: toUserDto(user), msg: SENTENCES.signedIn };
    });
  }

  /** Password sign-in; with two-factor on, e-mails a code and answers requiresOTP. */
  async login(
    dto: LoginDto,
    ip = '',
  ): Promise<{ token: string; user: UserDto } | { requiresOTP: true; msg: string }> {
    await this.loginLimiter.assertAllowed(dto.email, ip);
    const user = await this.users.findByEmail(dto.email);
    // An unknown address still costs one argon2 verification, so both answers take as long.
    const passwordOk = await this.passwords.verify(user?.passwordHash, dto.password);
    if (!user || !passwordOk) {
      await this.loginLimiter.recordFailure(dto.email, ip);
      throw new UnauthorizedException(SENTENCES.invalidCredentials);
    }
    if (user.otpEnabled) {
      const permit = await this.sendLimiter.take('login', user.email, ip);
      const code = await this.otp.issueCode('login', user.email, { userId: user.id });
      await this.deliver(signinCodeMail(user.email, user.name, code), permit);
      return { requiresOTP: true, msg: SENTENCES.signinCodeSent };
    }
    const session = await this.signedIn(user, 'password');
    await this.loginLimiter.clearFailures(dto.email, ip);
    return session;
  }

  /**
   * Direct registration: an unverified account and a verification link. An address that already
   * has an account gets a notice instead; the answer is the same.
   */
  async register(dto: RegisterDto, ip?: string): Promise<{ message: string }> {
    const permit = await this.sendLimiter.take('verify-email', dto.email, ip);
    let created: User | null = null;
    let message: MailMessage;
    try {
      const passwordHash = await this.passwords.hash(dto.password);
      const fresh = await this.dataSource
        .transaction(async (manager) => {
          if (await this.users.findByEmail(dto.email, manager)) return null;
          const user = await this.users.create(
            { name: dto.name, email: dto.email, passwordHash, isEmailVerified: false },
            manager,
          );
          const token = await this.otp.issueLink('verify-email', user.email, user.id, manager);
          return { user, token };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return null;
          throw error;
        });
      if (fresh) {
        created = fresh.user;
        message = verificationLinkMail(dto.email, dto.name, this.verifyLink(fresh.token));
      } else {
        message = existingAccountMail(dto.email, this.config.appUrl);
      }
    } catch (error) {
      await permit.release();
      throw error;
    }
    try {
      await this.deliver(message, permit);
    } catch (error) {
      // Nobody has the link: take the new account back so that trying again starts afresh.
      if (created) await this.users.deleteUnverified(created.id).catch(() => undefined);
      throw error;
    }
    return { message: SENTENCES.registered };
  }

  private verifyLink(token: string): string {
    return `${this.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  }

  private resetLink(token: string): string {
    return `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  }

  async verifyEmail(token: string): Promise<{ message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const verification = await this.otp.consumeLink('verify-email', token, manager);
      const user = verification?.userId
        ? await this.users.findById(verification.userId, manager)
        : null;
      if (!user) throw new BadRequestException(SENTENCES.badVerifyLink);
      if (!user.isEmailVerified) await this.users.update(user, { isEmailVerified: true }, manager);
    });
    return { message: SENTENCES.emailVerified };
  }

  async resendVerification(principal: Principal, ip?: string): Promise<{ message: string }> {
    const { user } = principal;
    if (user.isEmailVerified) throw new BadRequestException(SENTENCES.alreadyVerified);
    const permit = await this.sendLimiter.take('verify-email', user.email, ip);
    let token: string;
    try {
      token = await this.otp.issueLink('verify-email', user.email, user.id);
    } catch (error) {
      await permit.release();
      throw error;
    }
    await this.deliver(verificationLinkMail(user.email, user.name, this.verifyLink(token)), permit);
    return { message: `We sent a new verification link to ${user.email}.` };
  }

  /**
   * Same answer for every address. The reset mail is sent after answering, so the answer takes
   * as long whether or not there is an account; a failed send is logged and the allowance given back.
   */
  async forgotPassword(email: string, ip?: string): Promise<{ message: string }> {
    const permit = await this.sendLimiter.take('reset-password', email, ip);
    const user = await this.users.findByEmail(email);
    if (user) {
      const token = await this.otp.issueLink('reset-password', user.email, user.id);
      const sending = this.mail
        .send(resetLinkMail(user.email, user.name, this.resetLink(token)))
        .catch(async (error: unknown) => {
          this.logger.warn(`Reset link not delivered: ${(error as Error).message}`);
          await permit.release().catch(() => undefined);
        })
        .finally(() => this.background.delete(sending));
      this.background.add(sending);
    }
    return { message: SENTENCES.resetSent };
  }

  /** Sets a new password from a reset link; ends every session of the account. */
  async resetPassword(dto: ResetPasswordDto): Promise<{ message: string }> {
    const passwordHash = await this.passwords.hash(dto.password);
    const user = await this.dataSource.transaction(async (manager) => {
      const verification = await this.otp.consumeLink('reset-password', dto.token, manager);
      const account = verification?.userId
        ? await this.users.findById(verification.userId, manager)
        : null;
      if (!account) throw new BadRequestException(SENTENCES.badResetLink);
      // The link reached the mailbox, so the address is proven too.
      await this.users.update(account, { passwordHash, isEmailVerified: true }, manager);
      await this.sessions.revokeAll(account.id, manager);
      return account;
    });
    await this.loginLimiter.clearFailures(user.email);
    await this.mail
      .send(passwordChangedMail(user.email, user.name, this.config.appUrl))
      .catch((error: unknown) =>
        this.logger.warn(`Password-changed notice not delivered: ${(error as Error).message}`),
      );
    return { message: SENTENCES.passwordReset };
  }

  async logout(principal: Principal): Promise<{ message: string }> {
    await this.sessions.revoke(principal.sessionId);
    return { message: SENTENCES.signedOut };
  }

  async toggleOtp(
    principal: Principal,
    enable: boolean,
  ): Promise<{ message: string; user: UserDto }> {
    const { user } = principal;
    if (enable && !user.isEmailVerified) throw new BadRequestException(SENTENCES.verifyBeforeOtp);
    const updated = await this.users.update(user, { otpEnabled: enable });
    return { message: enable ? SENTENCES.otpOn : SENTENCES.otpOff, user: toUserDto(updated) };
  }

  /** The Google sign-in of a verified or new account (see GoogleService for the rules). */
  signInAfterGoogle(user: User): Promise<{ token: string; user: UserDto }> {
    return this.signedIn(user, 'google');
  }
}
