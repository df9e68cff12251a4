import { renderMail, type MailMessage } from '../mail-message';
import { CONFIRM_TTL_MS } from '../../otp/row-link-tokens';
import { greeting, IGNORE, validity } from './common';

/**
 * The mails of the lists: the double opt-in link for a course's interest list or the news, and the
 * announcements sent to a list. Addresses on a list were typed by visitors, so no mail greets
 * anyone by a name they did not prove.
 */

/** How a list mail lets its reader leave the list (RFC 2369 and the one-click RFC 8058). */
export interface Unsubscribe {
  url: string;
  mailto: string;
}

export function listHeaders(unsubscribe: Unsubscribe): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribe.url}>, <${unsubscribe.mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function interestConfirmMail(to: string, courseTitle: string, link: string): MailMessage {
  return renderMail({
    to,
    subject: 'Please confirm your interest in a Pragya Trust course',
    heading: `Confirm your interest in ${courseTitle}`,
    kind: 'interest confirmation link',
    blocks: [
      { kind: 'paragraph', text: greeting() },
      {
        kind: 'paragraph',
        text: `Someone (we hope you) asked to hear from Pragya Trust when enrollment opens for ${courseTitle}. Please confirm that this address may receive that message:`,
      },
      { kind: 'button', label: 'Confirm my interest', href: link },
      {
        kind: 'paragraph',
        text: `The link is valid for ${validity(CONFIRM_TTL_MS)} and can be used once. We will write only about this course, and every message lets you leave the list with one click.`,
      },
      { kind: 'paragraph', text: IGNORE },
    ],
    highlight: `interest confirmation link ${link}`,
  });
}

export function newsConfirmMail(to: string, link: string): MailMessage {
  return renderMail({
    to,
    subject: 'Please confirm your subscription to news from Pragya Trust',
    heading: 'Confirm your subscription',
    kind: 'news confirmation link',
    blocks: [
      { kind: 'paragraph', text: greeting() },
      {
        kind: 'paragraph',
        text: 'Someone (we hope you) asked to receive news from Pragya Trust: new courses, talks and gatherings. Please confirm that this address may receive them:',
      },
      { kind: 'button', label: 'Confirm my subscription', href: link },
      {
        kind: 'paragraph',
        text: `The link is valid for ${validity(CONFIRM_TTL_MS)} and can be used once. Every message lets you leave the list with one click.`,
      },
      { kind: 'paragraph', text: IGNORE },
    ],
    highlight: `news confirmation link ${link}`,
  });
}

/** A letter's own opening ("Namaste", "Dear friends", "Hari Om", "Pranām"…). */
const OWN_GREETING = /^(namaste|namaskar|dear\b|hari\s+o[mṁ]|pra[nṇ][aā]m|jai\b|greetings)/i;
/** A letter's own closing: a regards line, or the trust's name as the last line. */
const OWN_SIGN_OFF = /(regards|yours\b|with (love|gratitude|blessings)|pragya trust\s*$)/i;

/**
 * An announcement as the trust wrote it, in plain paragraphs, with the line that says why the
 * reader receives it and how to stop.
 */
export function announcementMail(input: {
  to: string;
  subject: string;
  text: string;
  listTitle: string;
  unsubscribe: Unsubscribe;
  /** Where a reader's answer goes: the trust's inbox, not the sending address. */
  replyTo: string;
  messageId?: string;
  test?: boolean;
}): MailMessage {
  const paragraphs = input.text
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  // A letter that greets and signs itself stands alone: no second "Namaste" or sign-off around it.
  const greets = OWN_GREETING.test(paragraphs[0] ?? '');
  const signs = OWN_SIGN_OFF.test(paragraphs.at(-1) ?? '');
  return renderMail({
    to: input.to,
    subject: input.test ? `[Test] ${input.subject}` : input.subject,
    heading: input.subject,
    kind: input.test ? 'announcement test' : 'announcement',
    blocks: [
      ...(greets ? [] : [{ kind: 'paragraph' as const, text: greeting() }]),
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text, links: true })),
      ...(signs ? [] : [{ kind: 'paragraph' as const, text: 'With warm regards,\nPragya Trust' }]),
      {
        kind: 'paragraph',
        text: `You receive this because you asked to hear from us about ${input.listTitle}. To leave this list, open ${input.unsubscribe.url}`,
        links: true,
      },
    ],
    replyTo: input.replyTo,
    headers: listHeaders(input.unsubscribe),
    messageId: input.messageId,
  });
}
