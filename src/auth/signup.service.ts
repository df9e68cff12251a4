import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { Principal } from '../common/principal';
import type { RequestContext } from '../common/request-context';
import { isUniqueViolation } from '../common/unique-violation';
import { withPermit } from '../common/with-permit';
import {
  choosePasswordMail,
  existingAccountMail,
  signupCodeMail,
  verificationLinkMail,
} from '../mail/templates';
import { OtpService } from '../otp/otp.service';
import type { SignupPayload, Verification } from '../otp/verification.entity';
import { SessionsService } from '../sessions/sessions.service';
import { LoginLimiter } from '../throttle/login-limiter';
import { SendLimiter } from '../throttle/send-limiter';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountMail } from './account-mail';
import { AuthService, type SignedIn } from './auth.service';
import type { RegisterDto, SignupRequestDto, VerifyEmailDto } from './dto/auth.dto';
import { MESSAGES } from './messages';
import { PasswordService } from './password.service';
import { nameFromAddress } from '../common/email-address';
import { DomainError } from '../common/domain-error';

export interface VerifiedEmail {
  message: string;
  passwordKept: boolean;
  next?: string;
}

/**
 * Becoming a member: sign-up with an e-mailed code, or registration with a verification link.
 * An address that already has a verified account gets a notice instead, with the same answer.
 */
@Injectable()
export class SignUpService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly otp: OtpService,
    private readonly passwords: PasswordService,
    private readonly mail: AccountMail,
    private readonly sendLimiter: SendLimiter,
    private readonly limiter: LoginLimiter,
    private readonly auth: AuthService,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /**
   * Step 1 of sign-up: e-mails a code and keeps the pending account (name, password hash). A
   * later request replaces the pending one, but finishing needs the password of the request
   * that produced the code, so a stranger's request can delay a sign-up, never take it over.
   */
  async signupRequest(dto: SignupRequestDto, ctx: RequestContext): Promise<{ msg: string }> {
    return withPermit(this.sendLimiter.take('signup', dto.email, ctx.ip), async () => {
      const passwordHash = await this.passwords.hash(dto.password);
      const existing = await this.users.findByEmail(dto.email);
      if (existing?.isEmailVerified) {
        await this.mail.deliver(existingAccountMail(dto.email, this.mail.appUrl));
      } else {
        // An unverified account is no obstacle: the code proves the address (completeSignup).
        const code = await this.otp.issueCode('signup', dto.email, {
          payload: { name: dto.name, passwordHash },
        });
        await this.mail.deliver(signupCodeMail(dto.email, code));
      }
      return { msg: MESSAGES.signupCodeSent };
    });
  }

  /** Step 2 of sign-up (called by verify-otp once the code matched): the password must match too. */
  async completeSignup(
    verification: Verification,
    password: string | undefined,
  ): Promise<SignedIn & { msg: string }> {
    const pending = verification.payload as SignupPayload | null;
    if (!pending?.passwordHash || !pending.name) throw new DomainError('invalid', MESSAGES.badCode);
    if (!(await this.passwords.verify(pending.passwordHash, password ?? ''))) {
      throw new SignupPasswordMismatch();
    }
    try {
      return await this.txHost.withTransaction(async () => {
        if (!(await this.otp.consume(verification))) {
          throw new DomainError('invalid', MESSAGES.badCode);
        }
        let user = await this.users.findByEmail(verification.email);
        if (user?.isEmailVerified) throw new DomainError('conflict', MESSAGES.accountExists);
        if (user) {
          // Registered but never verified: the code proves the address belongs to this person,
          // so the unproven account's password and sessions are replaced.
          await this.sessions.revokeAll(user.id);
          user = await this.users.update(user, {
            name: pending.name,
            passwordHash: pending.passwordHash,
            isEmailVerified: true,
          });
        } else {
          user = await this.users.create({
            name: pending.name,
            email: verification.email,
            passwordHash: pending.passwordHash,
            isEmailVerified: true,
          });
        }
        const signedIn = await this.auth.openSession(user, 'signup');
        return { ...signedIn, msg: MESSAGES.welcome };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('conflict', MESSAGES.accountExists);
      throw error;
    }
  }

  /** Direct registration: an unverified account and a verification link. */
  async register(dto: RegisterDto, ctx: RequestContext): Promise<{ message: string }> {
    return withPermit(this.sendLimiter.take('verify-email', dto.email, ctx.ip), async () => {
      const passwordHash = await this.passwords.hash(dto.password);
      const fresh = await this.txHost
        .withTransaction(async () => {
          if (await this.users.findByEmail(dto.email)) return null;
          const user = await this.users.create({
            name: dto.name,
            email: dto.email,
            passwordHash,
            isEmailVerified: false,
          });
          const token = await this.otp.issueLink('verify-email', user.email, user.id);
          return { user, token };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return null;
          throw error;
        });
      if (!fresh) {
        await this.mail.deliver(existingAccountMail(dto.email, this.mail.appUrl));
        return { message: MESSAGES.registered };
      }
      try {
        await this.mail.deliver(verificationLinkMail(dto.email, this.mail.verifyLink(fresh.token)));
      } catch (error) {
        // Nobody has the link: take the new account back so that trying again starts afresh.
        await this.users.deleteUnverified(fresh.user.id).catch(() => undefined);
        throw error;
      }
      return { message: MESSAGES.registered };
    });
  }

  /**
   * Confirms the address. Whoever registered it may not own it, so every session opened before
   * is ended, and the password set then is kept only when the caller gives it (the mailbox owner
   * knows it, so it is theirs); otherwise it is removed and the answer hands over a fresh reset
   * link for the owner to choose one; a second one is mailed, for pages that do not follow it.
   */
  async verifyEmail(dto: VerifyEmailDto, ctx: RequestContext): Promise<VerifiedEmail> {
    // Set inside the transaction; the mail goes only once it has committed.
    let passwordRemoved = null as User | null;
    let provenBy = null as User | null;
    if (dto.password !== undefined) await this.checkRegistrationPassword(dto, ctx);
    const answer = await this.txHost.withTransaction(async (): Promise<VerifiedEmail> => {
      const verification = await this.otp.consumeLink('verify-email', dto.token);
      const user = verification?.userId ? await this.users.findById(verification.userId) : null;
      if (!user) throw new DomainError('invalid', MESSAGES.badVerifyLink);
      if (user.isEmailVerified) return { message: MESSAGES.emailVerified, passwordKept: true };
      await this.sessions.revokeAll(user.id);
      if (dto.password !== undefined) {
        await this.users.update(user, { isEmailVerified: true });
        provenBy = user;
        return { message: MESSAGES.emailVerified, passwordKept: true };
      }
      // Not proven by the owner: the password and the name typed with it may be a stranger's.
      await this.users.update(user, {
        isEmailVerified: true,
        passwordHash: null,
        name: nameFromAddress(user.email),
      });
      const token = await this.otp.issueLink('reset-password', user.email, user.id);
      passwordRemoved = user;
      return {
        message: MESSAGES.emailVerifiedChoosePassword,
        passwordKept: false,
        next: this.mail.resetPath(token),
      };
    });
    if (passwordRemoved) this.mailChoosePasswordLink(passwordRemoved, ctx);
    // The owner's own sign-in tries before verifying counted as failures (refused as unverified).
    if (provenBy) await this.limiter.clearFailures(provenBy.email, ctx.ip);
    return answer;
  }

  /**
   * A password given with the link must be the one chosen at registration. It is checked before
   * the link is used (outside the transaction, which may hold the only database connection while
   * the limiter asks for another), so a mistyped one changes nothing and the same link works
   * again; it counts as a sign-in failure. Removing the password is only the explicit choice
   * (no password sent). A dead link is left to the transaction's own answer.
   *
   * The right password is never held back by the sign-in limit: the link itself already proves
   * the mailbox (it could remove the password outright), and the owner's own sign-in tries
   * before confirming were counted as failures. A wrong one past the limit answers 429.
   */
  private async checkRegistrationPassword(dto: VerifyEmailDto, ctx: RequestContext): Promise<void> {
    const userId = await this.otp.liveLinkUser('verify-email', dto.token);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.isEmailVerified) return;
    if (await this.passwords.verify(user.passwordHash, dto.password ?? '')) return;
    await this.limiter.attempt(user.email, ctx.ip, (fail) => fail(new WrongRegistrationPassword()));
  }

  /** Best effort, after the answer and within the send limits: reset links live side by side. */
  private mailChoosePasswordLink(user: User, ctx: RequestContext): void {
    this.mail.later('Choose-password link not delivered', () =>
      withPermit(this.sendLimiter.take('reset-password', user.email, ctx.ip), async () => {
        const token = await this.otp.issueLink('reset-password', user.email, user.id);
        await this.mail.deliver(choosePasswordMail(user.email, this.mail.resetLink(token)));
      }),
    );
  }

  async resendVerification(
    principal: Principal,
    ctx: RequestContext,
  ): Promise<{ message: string }> {
    const { user } = principal;
    if (user.isEmailVerified) throw new DomainError('invalid', MESSAGES.alreadyVerified);
    await this.sendVerificationLink(user, ctx);
    return { message: MESSAGES.verificationResent(user.email) };
  }

  /**
   * After a refused sign-in to an unverified account: a new link, sent after the answer so the
   * refusal takes as long as a wrong password, within the send limits, best effort.
   */
  resendVerificationLater(user: User, ctx: RequestContext): void {
    this.mail.later('Verification link not re-sent', () => this.sendVerificationLink(user, ctx));
  }

  /** A new verification link now, within the send limits (also the admin area's resend). */
  sendVerificationLink(user: User, ctx: RequestContext): Promise<void> {
    return withPermit(this.sendLimiter.take('verify-email', user.email, ctx.ip), async () => {
      const token = await this.otp.issueLink('verify-email', user.email, user.id);
      await this.mail.deliver(verificationLinkMail(user.email, this.mail.verifyLink(token)));
    });
  }
}

/** The link is good but the password typed is not the one chosen at registration. */
class WrongRegistrationPassword extends DomainError {
  constructor() {
    super('invalid', MESSAGES.wrongRegistrationPassword, {
      errors: [{ field: 'password', message: MESSAGES.wrongRegistrationPassword }],
    });
  }
}

/** The code matched but the password is not the one of the request that produced it. */
export class SignupPasswordMismatch extends DomainError {
  constructor() {
    super('invalid', MESSAGES.signupPasswordMismatch);
  }
}
