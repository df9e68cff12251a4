/**
 * /account: the member's settings, one section per concern, rendered on the server for the member
 * (session cookie) from the data of `loadAccountData` (account-data.ts).
 *
 * A section is one file, `<Name>Section.tsx`, exporting its `AccountSection` (Section.tsx), plus
 * its line in `ACCOUNT_SECTIONS` below; the page, its loader and its action are derived from that
 * list, so nothing else names the section:
 * - `Component` takes `SectionProps` (id, title, the page's data, the note the address carries for
 *   it) and renders `<Section>`, whose live area shows `sectionMessage(form, refusal ?? flash)`;
 * - `calls` are the data it needs, loaded in parallel with every other section's; a call that
 *   fails leaves only that part `null` with a sentence, and each call's type reaches `AccountData`;
 * - sensitive actions go through `useReauth` (reauth.tsx), which asks for a recent sign-in inline
 *   and then repeats the action;
 * - its forms also post natively to `/account#id` with an `intent`; `intents` send each to the
 *   same API on the server (account-post.ts has the pieces, `recently` the one-request recent
 *   sign-in): a refusal comes back to the section (`useRefusedPost`, refused-post.ts), a success
 *   as `?done=CODE`, one of the section's `notes`;
 * - its place in `ACCOUNT_SECTIONS` gives its place on the page and in the table of contents.
 */
import { useActionData, useLoaderData, useSearchParams } from 'react-router';
import { TRY_AGAIN } from '../../lib/form-refusal';
import { ErrorBanner } from '../../components/ErrorBanner';
import type { AccountLoaderData } from './account-data';
import { COMMUNICATION_SECTION } from './CommunicationSection';
import { CONNECTED_ACCOUNTS_SECTION } from './ConnectedAccountsSection';
import { DATA_SECTION } from './DataSection';
import { EMAIL_SECTION } from './EmailSection';
import { PASSKEYS_SECTION } from './PasskeysSection';
import { PASSWORD_SECTION } from './PasswordSection';
import { PROFILE_SECTION } from './ProfileSection';
import type { AccountRefusal } from './refused-post';
import { SECOND_FACTOR_SECTION } from './SecondFactorSection';
import type { AccountSection } from './Section';
import { SESSIONS_SECTION } from './SessionsSection';

/** The sections in page order: the one list the page, its loader and its action are made from. */
export const ACCOUNT_SECTIONS = [
  PROFILE_SECTION,
  EMAIL_SECTION,
  COMMUNICATION_SECTION,
  PASSWORD_SECTION,
  SECOND_FACTOR_SECTION,
  PASSKEYS_SECTION,
  CONNECTED_ACCOUNTS_SECTION,
  SESSIONS_SECTION,
  DATA_SECTION,
] as const;

/** The note of a section for the address's `done` code, if the code is one of its own. */
function noteOf({ notes }: Pick<AccountSection, 'notes'>, done: string | null) {
  return done && notes && Object.hasOwn(notes, done) ? notes[done] : null;
}

export function AccountPage() {
  const { data } = useLoaderData() as AccountLoaderData;
  const [searchParams] = useSearchParams();
  const done = searchParams.get('done');
  // A post that named none of the sections' forms is answered at the top of the page, and so is one
  // refused before the action ran (`?form=failed`: the page posts' own limit, say).
  const refusal = useActionData<AccountRefusal | undefined>();
  const unplaced =
    refusal && !ACCOUNT_SECTIONS.some(({ id }) => id === refusal.section)
      ? refusal.message
      : searchParams.get('form') === 'failed'
        ? TRY_AGAIN
        : null;
  return (
    <div className="account-page">
      <div className="container account-layout">
        <header className="account-header">
          <h1 className="account-title">Account settings</h1>
          <p className="account-subtitle">
            Your profile, what we may send you, how you sign in, where you are signed in, and what
            we keep about you.
          </p>
          <ErrorBanner message={unplaced} />
        </header>
        <nav className="account-toc" aria-labelledby="account-toc-heading">
          <h2 id="account-toc-heading" className="account-toc-title">
            On this page
          </h2>
          <ul>
            {ACCOUNT_SECTIONS.map(({ id, title }) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-sections">
          {ACCOUNT_SECTIONS.map((section) => (
            <section.Component
              key={section.id}
              id={section.id}
              title={section.title}
              data={data}
              flash={noteOf(section, done)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
