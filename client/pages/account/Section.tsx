import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { ErrorBanner, StatusNotice } from '../../components/ErrorBanner';
import type { AccountData, Part } from './account-data';
import type { Intent } from './account-post';

/** One call of the page's loader, made in parallel with the others: the part of AccountData it fills. */
export type SectionCall = (args: LoaderFunctionArgs) => Promise<Part<unknown>>;

/**
 * Everything about one section of /account, exported by the section's own file; `ACCOUNT_SECTIONS`
 * (AccountPage.tsx) lists them, and the page, its loader and its action are derived from that list.
 * The type of each call reaches `AccountData` on its own, under the call's key.
 */
export interface AccountSection<Calls extends Record<string, SectionCall> = Record<never, never>> {
  /** The section's anchor (`/account#id`) and the `section` of its refusals. */
  id: string;
  /** Its h2 and its line in the table of contents. */
  title: string;
  Component: ComponentType<SectionProps>;
  /** Its sentences by the `?done=` code an address carries to it. */
  notes?: SectionNotes;
  /** The data it needs beyond the account itself (`data.me`, which every section may read). */
  calls?: Calls;
  /**
   * What its native posts do, by the `intent` each form posts: the same API call as its script,
   * as the member. Written `import.meta.env.SSR ? {…} : {}`, since only the server's action runs
   * them and the browser's bundle should carry none of it.
   */
  intents?: Record<string, Intent>;
}

/** What AccountPage gives every section: its place on the page, the page's data, its message. */
export interface SectionProps {
  /** The section's id (the table of contents links to `#id`). */
  id: string;
  title: string;
  data: AccountData;
  /**
   * What the address says about this section (`?done=CODE`, one of its `notes`): the outcome of
   * its native post that worked, or of linking Google.
   */
  flash: SectionMessage | null;
}

/** A success or error sentence of a section. */
export interface SectionMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A section's sentences by the code an address carries to it (`/account?done=CODE`): after its
 * native post worked (post-redirect-get, so a reload does not send it again) or a journey through
 * another site ended. Only these codes are shown, so a link cannot make the page say anything else.
 */
export type SectionNotes = Record<string, SectionMessage>;

/**
 * The frame of every section of /account: a landmark named by its h2, a short description, the
 * section's content, and one live area where its successes and errors are announced.
 */
export function Section({
  id,
  title,
  description,
  message,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  message?: SectionMessage | null;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="card account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section-title">
        {title}
      </h2>
      {description ? <p className="account-section-text">{description}</p> : null}
      {children}
      <StatusNotice message={message?.tone === 'success' ? message.text : null} />
      <ErrorBanner message={message?.tone === 'error' ? message.text : null} />
    </section>
  );
}

/**
 * The message a section shows: what its last request in the page said, else the outcome of its
 * native post (a refusal on the page, or a success the address carries).
 */
export function sectionMessage(
  form: { error: string | null; notice: string | null },
  flash: SectionMessage | null,
): SectionMessage | null {
  if (form.error) return { tone: 'error', text: form.error };
  if (form.notice) return { tone: 'success', text: form.notice };
  return flash;
}
