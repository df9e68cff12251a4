import type { LoaderFunctionArgs } from 'react-router';
import type { UserAnswer } from '../../lib/api';
import type { SessionUser } from '../../lib/session';
import type { ApiAddress, ApiAnswer } from '../../lib/api-paths';
import { signInRedirect, uncheckedMemberApi } from '../../lib/member-loader';
import { ACCOUNT_SECTIONS } from './AccountPage';
import type { AccountSection } from './Section';

/** One section's data: what the API answered, or null with the sentence to show instead. */
export interface Part<T> {
  data: T | null;
  problem: string | null;
}

const UNAVAILABLE =
  'This part of your account could not be loaded just now. Please reload the page.';

/** Calls the API as the member; a failure leaves this part empty with a sentence, never the page. */
export async function part<Written extends ApiAddress, T>(
  args: LoaderFunctionArgs,
  path: Written,
  pick: (answer: ApiAnswer<Written, 'GET'>) => T,
): Promise<Part<T>> {
  const answer = await uncheckedMemberApi(args, path);
  // The session ended between the page request and this call: sign in again, then come back.
  if (answer.status === 401) throw signInRedirect(args.request.url);
  if (!answer.ok) return { data: null, problem: UNAVAILABLE };
  // The path was checked against the document by this function's own signature.
  return { data: pick(answer.data as ApiAnswer<Written, 'GET'>), problem: null };
}

/** The account itself (profile, e-mail, password and second-factor state), which every section may read. */
const PAGE_CALLS = {
  me: (args: LoaderFunctionArgs) => part(args, '/api/auth/me', (answer: UserAnswer) => answer.user),
};

type CallsOf<S> = S extends AccountSection<infer Calls> ? Calls : never;
// The sections' calls come as a union of their types; the page's data holds all of them at once.
type Both<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
type Calls = typeof PAGE_CALLS & Both<CallsOf<(typeof ACCOUNT_SECTIONS)[number]>>;

/** Everything the sections of /account are rendered from: each call's part, under its key. */
export type AccountData = { [K in keyof Calls]: Awaited<ReturnType<Calls[K]>> };

export interface AccountLoaderData {
  data: AccountData;
}

/** The page's data: the account and every section's calls, all made in parallel. */
export async function loadAccountData(args: LoaderFunctionArgs): Promise<AccountData> {
  const calls = Object.entries({
    ...PAGE_CALLS,
    ...Object.assign({}, ...ACCOUNT_SECTIONS.map((section) => section.calls)),
  }) as [string, (args: LoaderFunctionArgs) => Promise<Part<unknown>>][];
  const answers = await Promise.all(calls.map(([, call]) => call(args)));
  return Object.fromEntries(calls.map(([key], i) => [key, answers[i]])) as AccountData;
}

/** The user of the account data (null only while /api/auth/me could not be reached). */
export function accountUser(data: AccountData): SessionUser | null {
  return data.me.data;
}
