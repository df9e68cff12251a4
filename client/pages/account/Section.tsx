import type { ReactNode } from 'react';
import { ErrorBanner, StatusNotice } from '../../components/ErrorBanner';
import type { AccountData } from './account-data';
import type { Flash } from './flash';

/** What AccountPage gives every section: its place on the page, the page's data, its message. */
export interface SectionProps {
  /** The section's id (the table of contents links to `#id`). */
  id: string;
  title: string;
  data: AccountData;
  /** The outcome of a no-JavaScript form post of this section (from the address), if any. */
  flash: Flash | null;
}

/** A success or error sentence of a section. */
export interface SectionMessage {
  tone: 'success' | 'error';
  text: string;
}

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
 * The message a section shows: what its last request in the page said, else what the address
 * carries from a no-JavaScript post.
 */
export function sectionMessage(
  form: { error: string | null; notice: string | null },
  flash: Flash | null,
): SectionMessage | null {
  if (form.error) return { tone: 'error', text: form.error };
  if (form.notice) return { tone: 'success', text: form.notice };
  return flash;
}
