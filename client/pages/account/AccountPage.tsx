/**
 * /account: the member's settings, one section per concern, rendered on the server for the member
 * (session cookie) from the data of `loadAccountData` (account-data.ts).
 *
 * How a section plugs in:
 * - its component lives in its own file and takes `SectionProps` (id, title, the page's data, the
 *   note the address carries for it); it renders `<Section>` (Section.tsx), whose live area shows
 *   `sectionMessage(form, refusal ?? flash)`;
 * - the data it needs is one line in `accountCalls` (account-data.ts), loaded in parallel with the
 *   others; a call that fails leaves that part `null` with a sentence;
 * - sensitive actions go through `useReauth` (reauth.tsx), which asks for a recent sign-in inline
 *   and then repeats the action;
 * - its form also posts natively to `/account#id` with an `intent`, which the route's action
 *   (account-actions.ts) sends to the same API: a refusal comes back to the section
 *   (`useRefusedPost`, refused-post.ts), a success as `?done=CODE`, one of the section's `notes`;
 * - its entry in `ACCOUNT_SECTIONS` below gives its place, its heading, its notes and the table of
 *   contents.
 */
import type { ComponentType } from 'react';
import { useActionData, useLoaderData, useSearchParams } from 'react-router';
import { TRY_AGAIN } from '../../lib/form-refusal';
import { ErrorBanner } from '../../components/ErrorBanner';
import type { AccountLoaderData } from './account-data';
import { CONNECTED_ACCOUNTS_NOTES, ConnectedAccountsSection } from './ConnectedAccountsSection';
import { DataSection } from './DataSection';
import { EMAIL_NOTES, EmailSection } from './EmailSection';
import { PasskeysSection } from './PasskeysSection';
import { PASSWORD_NOTES, PasswordSection } from './PasswordSection';
import { PROFILE_NOTES, ProfileSection } from './ProfileSection';
import type { AccountRefusal } from './refused-post';
import { SECOND_FACTOR_NOTES, SecondFactorSection } from './SecondFactorSection';
import type { SectionNotes, SectionProps } from './Section';
import { SESSIONS_NOTES, SessionsSection } from './SessionsSection';

interface AccountSection {
  id: string;
  title: string;
  Component: ComponentType<SectionProps>;
  notes?: SectionNotes;
}

/** The sections in page order: each id is the section's anchor, each title its h2. */
export const ACCOUNT_SECTIONS: AccountSection[] = [
  { id: 'profile', title: 'Profile', Component: ProfileSection, notes: PROFILE_NOTES },
  { id: 'email', title: 'E-mail address', Component: EmailSection, notes: EMAIL_NOTES },
  { id: 'password', title: 'Password', Component: PasswordSection, notes: PASSWORD_NOTES },
  {
    id: 'second-factor',
    title: 'Second factor',
    Component: SecondFactorSection,
    notes: SECOND_FACTOR_NOTES,
  },
  { id: 'passkeys', title: 'Passkeys', Component: PasskeysSection },
  {
    id: 'connected-accounts',
    title: 'Connected accounts',
    Component: ConnectedAccountsSection,
    notes: CONNECTED_ACCOUNTS_NOTES,
  },
  { id: 'sessions', title: 'Sessions', Component: SessionsSection, notes: SESSIONS_NOTES },
  { id: 'your-data', title: 'Your data', Component: DataSection },
];

/** The note of a section for the address's `done` code, if the code is one of its own. */
function noteOf(section: AccountSection, done: string | null) {
  return done && section.notes && Object.hasOwn(section.notes, done) ? section.notes[done] : null;
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
            Your profile, how you sign in, where you are signed in, and what we keep about you.
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
