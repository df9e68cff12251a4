/**
 * /account: the member's settings, one section per concern, rendered on the server for the member
 * (session cookie) from the data of `loadAccountData` (account-data.ts).
 *
 * How a section plugs in:
 * - its component lives in its own file and takes `SectionProps` (id, title, the page's data, the
 *   flash of a no-JavaScript post); it renders `<Section>` (Section.tsx), whose live area shows
 *   `sectionMessage(form, flash)`;
 * - the data it needs is one line in `accountCalls` (account-data.ts), loaded in parallel with the
 *   others; a call that fails leaves that part `null` with a sentence;
 * - sensitive actions go through `useReauth` (reauth.tsx), which asks for a recent sign-in inline
 *   and then repeats the action;
 * - no-JavaScript outcomes are codes in `FLASH_MESSAGES` (flash.ts);
 * - its entry in `ACCOUNT_SECTIONS` below gives its place, its heading and the table of contents.
 */
import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import type { AccountLoaderData } from './account-data';
import { ConnectedAccountsSection } from './ConnectedAccountsSection';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { PasskeysSection } from './PasskeysSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SecondFactorSection } from './SecondFactorSection';
import type { SectionProps } from './Section';
import { SessionsSection } from './SessionsSection';

interface AccountSection {
  id: string;
  title: string;
  Component: ComponentType<SectionProps>;
}

/** The sections in page order: each id is the section's anchor, each title its h2. */
export const ACCOUNT_SECTIONS: AccountSection[] = [
  { id: 'profile', title: 'Profile', Component: ProfileSection },
  { id: 'email', title: 'E-mail address', Component: EmailSection },
  { id: 'password', title: 'Password', Component: PasswordSection },
  { id: 'second-factor', title: 'Second factor', Component: SecondFactorSection },
  { id: 'passkeys', title: 'Passkeys', Component: PasskeysSection },
  { id: 'connected-accounts', title: 'Connected accounts', Component: ConnectedAccountsSection },
  { id: 'sessions', title: 'Sessions', Component: SessionsSection },
  { id: 'your-data', title: 'Your data', Component: DataSection },
];

export function AccountPage() {
  const { data, flash } = useLoaderData() as AccountLoaderData;
  return (
    <div className="account-page">
      <div className="container account-layout">
        <header className="account-header">
          <h1 className="account-title">Account settings</h1>
          <p className="account-subtitle">
            Your profile, how you sign in, where you are signed in, and what we keep about you.
          </p>
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
          {ACCOUNT_SECTIONS.map(({ id, title, Component }) => (
            <Component
              key={id}
              id={id}
              title={title}
              data={data}
              flash={flash?.section === id ? flash : null}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
