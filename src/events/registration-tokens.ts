import { RowLinkTokens } from '../otp/row-link-tokens';

export { CONFIRM_TTL_MS } from '../otp/row-link-tokens';

/**
 * A registration's confirmation link and its one-click cancel token, made as the interest lists
 * make theirs (src/otp/row-link-tokens.ts).
 */
export class RegistrationTokens extends RowLinkTokens {
  constructor(appSecret: string) {
    super(appSecret, 'event-confirm', 'pragya-event-cancel');
  }

  cancelToken(registrationId: string): string {
    return this.rowToken(registrationId);
  }

  /** The registration a genuine cancel token names, else undefined. */
  registrationOf(token: string): string | undefined {
    return this.rowOf(token);
  }
}
