import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { RequestContext } from '../common/request-context';
import { withPermit } from '../common/with-permit';
import { signinCodeMail } from '../mail/templates';
import { OtpService } from '../otp/otp.service';
import type { Verification } from '../otp/verification.entity';
import { LoginLimiter, type CountFailure } from '../throttle/login-limiter';
import { SendLimiter } from '../throttle/send-limiter';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountMail } from './account-mail';
import { AuthService, type SignedIn } from './auth.service';
import type { LoginDto, VerifyOtpDto } from './dto/auth.dto';
import { MESSAGES } from './messages';
import { PasswordService } from './password.service';
import { SignUpService, SignupPasswordMismatch } from './signup.service';
import { TotpService } from './totp/totp.service';
import { DomainError } from '../common/domain-error';

export type SecondFactorSent = { requiresOTP: true; method: 'email' | 'totp'; msg: string };

/** With the authenticator app on, the password is followed by an app or recovery code. */
function askForApp(): SecondFactorSent {
  return { requiresOTP: true, method: 'totp', msg: MESSAGES.appCodeAsked };
}

/**
 * Signing in with a password, the optional e-mailed second factor, and the codes of verify-otp
 * (which also finish a sign-up). Failures are counted per account and IP by the LoginLimiter.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersService,
    private readonly otp: OtpService,
    private readonly passwords: PasswordService,
    private readonly mail: AccountMail,
    private readonly sendLimiter: SendLimiter,
    private readonly limiter: LoginLimiter,
    private readonly auth: AuthService,
    private readonly signUp: SignUpService,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly totp: TotpService,
  ) {}

  /**
   * Password sign-in. An account whose address was never proven is refused (its password may be a
   * stranger's) and gets its verification link again; with the right password the refusal says
   * so, since only whoever typed that password (owner or registrant) learns the account exists.
   */
  async login(dto: LoginDto, ctx: RequestContext): Promise<SignedIn | SecondFactorSent> {
    const user = await this.limiter.attempt(dto.email, ctx.ip, async (fail) => {
      const found = await this.users.findByEmail(dto.email);
      // An unknown address still costs one argon2 verification, so both answers take as long.
      const passwordOk = await this.passwords.verify(found?.passwordHash, dto.password);
      if (!found || !passwordOk)
        return fail(new DomainError('unauthenticated', MESSAGES.invalidCredentials));
      if (!found.isEmailVerified) {
        // The link goes after the answer, so this refusal takes as long as a wrong password's.
        this.signUp.resendVerificationLater(found, ctx);
        return fail(new DomainError('unauthenticated', MESSAGES.confirmAddressFirst));
      }
      return found;
    });
    // The password alone is not a sign-in when the second factor is on: the counters are cleared
    // only once the code is right too, so wrong codes keep counting across fresh codes.
    if (user.totpSecret) return askForApp();
    if (user.otpEnabled) return this.sendSecondFactor(user, ctx);
    await this.limiter.clearFailures(dto.email, ctx.ip);
    return this.auth.openSession(user, 'password');
  }

  /** E-mails a sign-in code to an account whose password (or provider) was just proven. */
  sendSecondFactor(user: User, ctx: RequestContext): Promise<SecondFactorSent> {
    return withPermit(this.sendLimiter.take('login', user.email, ctx.ip), async () => {
      const code = await this.otp.issueCode('login', user.email, { userId: user.id });
      await this.mail.deliver(signinCodeMail(user.email, user.name, code));
      return { requiresOTP: true as const, method: 'email' as const, msg: MESSAGES.signinCodeSent };
    });
  }

  /**
   * The e-mailed code of a sign-up or of a two-factor sign-in (then with the password again), or
   * the app's. A wrong, expired or missing code gets one sentence, and every failing branch does
   * the same work (both code look-ups and one argon2 verification), whether or not the address
   * has an account and whichever second factor it has.
   */
  async verifyOtp(dto: VerifyOtpDto, ctx: RequestContext): Promise<SignedIn & { msg: string }> {
    const done = await this.limiter.attempt(dto.email, ctx.ip, async (fail) => {
      const account = await this.users.findByEmail(dto.email);
      if (account?.totpSecret) {
        // The look-ups the e-mailed-code branch makes; an app account has no such codes to match.
        await this.otp.checkCode('signup', dto.email, dto.otp);
        await this.otp.checkCode('login', dto.email, dto.otp);
        return this.completeAppLogin(account, dto, fail);
      }
      const signup = await this.otp.checkCode('signup', dto.email, dto.otp);
      if (signup.result === 'match') {
        return this.signUp
          .completeSignup(signup.verification, dto.password)
          .catch((error: unknown) =>
            error instanceof SignupPasswordMismatch ? fail(error) : Promise.reject(error),
          );
      }
      const login = await this.otp.checkCode('login', dto.email, dto.otp);
      if (login.result === 'match')
        return this.completeLogin(login.verification, dto.password, fail);
      // The argon2 verification the app branch makes, so no timing tells the branches apart.
      await this.passwords.verify(undefined, dto.password ?? '');
      return fail(new DomainError('invalid', MESSAGES.badCode));
    });
    await this.limiter.clearFailures(dto.email, ctx.ip);
    return done;
  }

  /**
   * The second step with the authenticator app on: the password again, then an app code or a
   * recovery code. The password is checked first, so nobody without it can use up a code; any
   * failure gets the one sentence of a wrong code and counts toward the account's limits.
   */
  private async completeAppLogin(
    user: User,
    dto: VerifyOtpDto,
    fail: CountFailure,
  ): Promise<SignedIn & { msg: string }> {
    const passwordOk = await this.passwords.verify(user.passwordHash, dto.password ?? '');
    const proven =
      passwordOk && user.isEmailVerified ? await this.totp.verifyCode(user, dto.otp) : null;
    if (!proven) return fail(new DomainError('invalid', MESSAGES.badCode));
    const signedIn = await this.auth.openSession(user, 'code');
    return { ...signedIn, msg: MESSAGES.signedIn };
  }

  private async completeLogin(
    verification: Verification,
    password: string | undefined,
    fail: CountFailure,
  ): Promise<SignedIn & { msg: string }> {
    const user = verification.userId ? await this.users.findById(verification.userId) : null;
    const passwordOk = await this.passwords.verify(user?.passwordHash, password ?? '');
    if (!user || !passwordOk || !user.isEmailVerified) {
      return fail(new DomainError('unauthenticated', MESSAGES.invalidCredentials));
    }
    return this.txHost.withTransaction(async () => {
      if (!(await this.otp.consume(verification))) {
        throw new DomainError('invalid', MESSAGES.badCode);
      }
      const signedIn = await this.auth.openSession(user, 'code');
      return { ...signedIn, msg: MESSAGES.signedIn };
    });
  }
}
