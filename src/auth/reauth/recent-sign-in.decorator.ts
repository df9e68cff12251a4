import { SetMetadata } from '@nestjs/common';

export const RECENT_SIGN_IN = 'recentSignIn';

/** How long a proof of identity (sign-in, password, code, passkey) counts as recent. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/**
 * A sensitive call (change of e-mail or password, second-factor changes, passkeys, deletion): the
 * session must have proven its owner within RECENT_SIGN_IN_MS, else 403 with `reauthRequired`, so
 * a borrowed or stolen session cannot lock the owner out.
 */
export const RecentSignIn = () => SetMetadata(RECENT_SIGN_IN, true);
