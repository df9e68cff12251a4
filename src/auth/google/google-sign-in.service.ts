import { Injectable } from '@nestjs/common';
import { OtpService } from '../../otp/otp.service';
import { LoginLimiter } from '../../throttle/login-limiter';
import type { UserDto } from '../../users/user-response';
import { UsersService } from '../../users/users.service';
import { AuthService } from '../auth.service';
import { MESSAGES } from '../messages';
import { SignInService } from '../signin.service';
import { TotpService } from '../totp/totp.service';
import { GoogleCodes } from './google-codes';
import { GOOGLE_SENTENCES } from './google-errors';
import { DomainError } from '../../common/domain-error';

export type ExchangeAnswer =
  | { token: string; user: UserDto }
  | { requiresOTP: true; method: 'email' | 'totp'; msg: string; userId: string };

/**
 * The steps after the provider's callback: the page trades the one-time code for a session, or,
 * for an account with the e-mailed second factor on, for a code sent to the address first.
 */
@Injectable()
export class GoogleSignIn {
  constructor(
    private readonly codes: GoogleCodes,
    private readonly users: UsersService,
    private readonly otp: OtpService,
    private readonly auth: AuthService,
    private readonly passwordSignIn: SignInService,
    private readonly limiter: LoginLimiter,
    private readonly totp: TotpService,
  ) {}

  /** The one-time code of the callback for the account it names; the code is then used up. */
  async exchange(code: string, binding: string, ip: string): Promise<ExchangeAnswer> {
    const userId = await this.codes.consume(code, binding);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new DomainError('invalid', GOOGLE_SENTENCES.expired);
    if (user.totpSecret) {
      return { requiresOTP: true, method: 'totp', msg: MESSAGES.appCodeAsked, userId: user.id };
    }
    if (user.otpEnabled) {
      // The same code, mail and send limits as after a password.
      const sent = await this.passwordSignIn.sendSecondFactor(user, { ip, userAgent: '' });
      return { ...sent, userId: user.id };
    }
    return this.auth.signInAfterGoogle(user);
  }

  /** The e-mailed code of the second factor, for the account the browser's cookie names. */
  async verifyCode(
    userId: string,
    code: string,
    ip: string,
  ): Promise<{ token: string; user: UserDto }> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('invalid', GOOGLE_SENTENCES.expired);
    // Wrong codes count toward the account's sign-in failures, as after a password.
    await this.limiter.attempt(user.email, ip, async (fail) => {
      if (user.totpSecret) {
        if (!(await this.totp.verifyCode(user, code))) {
          await fail(new DomainError('invalid', MESSAGES.badAppCode));
        }
        return;
      }
      const check = await this.otp.checkCode('login', user.email, code);
      if (check.result === 'wrong')
        await fail(new DomainError('invalid', GOOGLE_SENTENCES.wrongCode));
      if (
        check.result !== 'match' ||
        check.verification.userId !== user.id ||
        !(await this.otp.consume(check.verification))
      ) {
        throw new DomainError('invalid', GOOGLE_SENTENCES.noCode);
      }
    });
    await this.limiter.clearFailures(user.email, ip);
    return this.auth.signInAfterGoogle(user);
  }
}
