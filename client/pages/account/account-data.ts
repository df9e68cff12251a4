import type { LoaderFunctionArgs } from 'react-router';
import type { UserAnswer } from '../../lib/api';
import type { SessionUser } from '../../lib/session';
import { memberApi, signInRedirect } from '../../lib/member-loader';
import type { ConnectedAccounts } from '../../../src/auth/google/connected-accounts';
import type { SessionView } from '../../../src/sessions/session-view';
import type { PasskeyItem } from './PasskeysSection';
import type { SecondFactorState } from './SecondFactorSection';

/** One section's data: what the API answered, or null with the sentence to show instead. */
export interface Part<T> {
  data: T | null;
  problem: string | null;
}

const UNAVAILABLE =
  'This part of your account could not be loaded just now. Please reload the page.';

/** Calls the API as the member; a failure leaves this part empty with a sentence, never the page. */
async function part<A, T>(
  args: LoaderFunctionArgs,
  path: string,
  pick: (answer: A) => T,
): Promise<Part<T>> {
  const answer = await memberApi<A>(args, path);
  // The session ended between the page request and this call: sign in again, then come back.
  if (answer.status === 401) throw signInRedirect(args.request.url);
  if (!answer.ok) return { data: null, problem: UNAVAILABLE };
  return { data: pick(answer.data), problem: null };
}

/**
 * The API calls behind /account, one line per section's data, all made in parallel. A section
 * that needs more data adds its line here; its type reaches AccountData on its own.
 */
function accountCalls(args: LoaderFunctionArgs) {
  return {
    /** The account itself: profile, e-mail, password and second-factor state. */
    me: part(args, '/api/auth/me', (answer: UserAnswer) => answer.user),
    /** Sessions: every live session of the account, the current one marked. */
    sessions: part(args, '/api/auth/sessions', (answer: SessionView[]) => answer),
    /** Connected accounts: Google linked or not. */
    connected: part(args, '/api/auth/connected-accounts', (answer: ConnectedAccounts) => answer),
    /** Second factor: which one, recovery codes left. */
    totp: part(args, '/api/auth/totp', (answer: SecondFactorState) => answer),
    /** The member's passkeys. */
    passkeys: part(args, '/api/auth/passkeys', (answer: PasskeyItem[]) => answer),
  };
}

type Calls = ReturnType<typeof accountCalls>;

/** Everything the sections of /account are rendered from. */
export type AccountData = { [K in keyof Calls]: Awaited<Calls[K]> };

export interface AccountLoaderData {
  data: AccountData;
}

export async function loadAccountData(args: LoaderFunctionArgs): Promise<AccountData> {
  const calls = accountCalls(args);
  const keys = Object.keys(calls) as (keyof Calls)[];
  const answers = await Promise.all(keys.map((key) => calls[key]));
  return Object.fromEntries(keys.map((key, i) => [key, answers[i]])) as AccountData;
}

/** The user of the account data (null only while /api/auth/me could not be reached). */
export function accountUser(data: AccountData): SessionUser | null {
  return data.me.data;
}
