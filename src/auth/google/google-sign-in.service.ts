import { BadRequestException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { MailDeliveryError, MailService } from '../../mail/mail.service';
import { signinCodeMail } from '../../mail/templates';
import { OtpService } from '../../otp/otp.service';
import { SendLimiter } from '../../throttle/send-limiter';
import type { User } from '../../users/user.entity';
import type { UserDto } from '../../users/user-response';
import { UsersService } from '../../users/users.service';
import { AuthService } from '../auth.service';
import { GoogleCodes } from './google-codes';
import { GOOGLE_SENTENCES } from './google-errors';

export type ExchangeAnswer =
  { token: string; user: UserDto } | { requiresOTP: true; msg: string; userId: string };

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
    private readonly mail: MailService,
    private readonly sendLimiter: SendLimiter,
    private readonly auth: AuthService,
  ) {}

  /** The one-time code of the callback for the account it names; the code is then used up. */
  async exchange(code: string, binding: string, ip: string): Promise<ExchangeAnswer> {
    const userId = await this.codes.consume(code, binding);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new BadRequestException(GOOGLE_SENTENCES.expired);
    if (user.otpEnabled) {
      await this.sendCode(user, ip);
      return { requiresOTP: true, msg: GOOGLE_SENTENCES.codeSent, userId: user.id };
    }
    return this.auth.signInAfterGoogle(user);
  }

  private async sendCode(user: User, ip: string): Promise<void> {
    const permit = await this.sendLimiter.take('login', user.email, ip);
    try {
      const code = await this.otp.issueCode('login', user.email, { userId: user.id });
      await this.mail.send(signinCodeMail(user.email, user.name, code));
    } catch (error) {
      await permit.release().catch(() => undefined);
      if (error instanceof MailDeliveryError) {
        throw new ServiceUnavailableException(GOOGLE_SENTENCES.mailFailed);
      }
      throw error;
    }
  }

  /** The e-mailed code of the second factor, for the account the browser's cookie names. */
  async verifyCode(userId: string, code: string): Promise<{ token: string; user: UserDto }> {
    const user = await this.users.findById(userId);
    if (!user) throw new BadRequestException(GOOGLE_SENTENCES.expired);
    const check = await this.otp.checkCode('login', user.email, code);
    if (check.result === 'wrong') throw new BadRequestException(GOOGLE_SENTENCES.wrongCode);
    if (
      check.result === 'none' ||
      check.verification.userId !== user.id ||
      !(await this.otp.consume(check.verification))
    ) {
      throw new BadRequestException(GOOGLE_SENTENCES.noCode);
    }
    return this.auth.signInAfterGoogle(user);
  }
}
