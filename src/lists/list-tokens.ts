import { RowLinkTokens } from '../otp/row-link-tokens';

export { CONFIRM_TTL_MS } from '../otp/row-link-tokens';

/** A subscription's confirmation link and its unsubscribe token (src/otp/row-link-tokens.ts). */
export class ListTokens extends RowLinkTokens {
  constructor(appSecret: string) {
    super(appSecret, 'list-confirm', 'pragya-list-unsubscribe');
  }

  unsubscribeToken(subscriptionId: string): string {
    return this.rowToken(subscriptionId);
  }

  /** The subscription id a genuine unsubscribe token names, else undefined. */
  subscriptionOf(token: string): string | undefined {
    return this.rowOf(token);
  }
}
