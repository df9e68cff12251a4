import { renderMail, type MailAttachment, type MailBlock, type MailMessage } from '../mail-message';
import { CONFIRM_TTL_MS } from '../../otp/row-link-tokens';
import { greeting, IGNORE, validity } from './common';

/**
 * The mails of the calendar (src/events): the visitor's confirmation link, the registration's
 * confirmation with the .ics, the waitlist, the promotion from it, the reminder the day before,
 * and the notice that a date was cancelled. Each registration mail carries its one-click cancel
 * link. A visitor's name was typed by whoever registered, so no mail greets anyone by it.
 */

export interface EventMailFacts {
  title: string;
  /** "Sunday, 7 March 2027, 7:00 am – 8:30 am IST". */
  when: string;
  /** The address or "Online", as the page says it. */
  where: string;
  /** The event's page. */
  url: string;
  /** The registration's one-click cancel link. */
  cancelUrl: string;
}

function factsBlocks(facts: EventMailFacts): MailBlock[] {
  return [
    { kind: 'paragraph', text: `${facts.title}\n${facts.when}\n${facts.where}` },
    { kind: 'paragraph', text: `The event's page: ${facts.url}` },
  ];
}

function cancelBlocks(facts: EventMailFacts, text: string): MailBlock[] {
  return [
    { kind: 'paragraph', text },
    { kind: 'button', label: 'Cancel my registration', href: facts.cancelUrl },
  ];
}

export function eventConfirmLinkMail(to: string, title: string, link: string): MailMessage {
  return renderMail({
    to,
    subject: 'Please confirm your registration with Pragya Trust',
    heading: `Confirm your registration for ${title}`,
    kind: 'event registration link',
    blocks: [
      { kind: 'paragraph', text: greeting() },
      {
        kind: 'paragraph',
        text: `Someone (we hope you) asked to register this address for ${title}. Please confirm the registration:`,
      },
      { kind: 'button', label: 'Confirm my registration', href: link },
      {
        kind: 'paragraph',
        text: `The link is valid for ${validity(CONFIRM_TTL_MS)} and can be used once. If you are already registered, it changes nothing.`,
      },
      { kind: 'paragraph', text: IGNORE },
    ],
    highlight: `event registration link ${link}`,
  });
}

export function eventRegisteredMail(input: {
  to: string;
  ownName: string | null;
  facts: EventMailFacts;
  status: 'confirmed' | 'waitlisted';
  onlineLink: string | null;
  ics: MailAttachment;
}): MailMessage {
  const { facts } = input;
  const confirmed = input.status === 'confirmed';
  return renderMail({
    to: input.to,
    subject: confirmed
      ? `You are registered: ${facts.title}`.slice(0, 150)
      : `You are on the waitlist: ${facts.title}`.slice(0, 150),
    heading: confirmed ? 'You are registered' : 'You are on the waitlist',
    kind: confirmed ? 'event registration' : 'event waitlist',
    blocks: [
      { kind: 'paragraph', text: greeting(input.ownName) },
      {
        kind: 'paragraph',
        text: confirmed
          ? 'Your place is kept for:'
          : 'Every place is taken for the date below, so you are on the waitlist. If a place becomes free, it is yours in the order people registered, and we will write to you at once.',
      },
      ...factsBlocks(facts),
      ...(confirmed && input.onlineLink
        ? [{ kind: 'paragraph' as const, text: `Join online: ${input.onlineLink}` }]
        : []),
      {
        kind: 'paragraph',
        text: 'The attached file adds the date to your calendar. We will remind you the day before.',
      },
      ...cancelBlocks(facts, 'If you cannot come, please free your place for someone else:'),
    ],
    attachments: [input.ics],
  });
}

export function eventPromotedMail(input: {
  to: string;
  ownName: string | null;
  facts: EventMailFacts;
  onlineLink: string | null;
  ics: MailAttachment;
}): MailMessage {
  const { facts } = input;
  return renderMail({
    to: input.to,
    subject: `A place is yours: ${facts.title}`.slice(0, 150),
    heading: 'A place became free, and it is yours',
    kind: 'event waitlist promotion',
    blocks: [
      { kind: 'paragraph', text: greeting(input.ownName) },
      {
        kind: 'paragraph',
        text: 'Someone cancelled, and you were first on the waitlist: you are now registered for',
      },
      ...factsBlocks(facts),
      ...(input.onlineLink
        ? [{ kind: 'paragraph' as const, text: `Join online: ${input.onlineLink}` }]
        : []),
      ...cancelBlocks(facts, 'If you can no longer come, please free the place again:'),
    ],
    attachments: [input.ics],
  });
}

export function eventReminderMail(input: {
  to: string;
  ownName: string | null;
  facts: EventMailFacts;
  onlineLink: string | null;
  messageId: string;
}): MailMessage {
  const { facts } = input;
  return renderMail({
    to: input.to,
    subject: `Tomorrow: ${facts.title}`.slice(0, 150),
    heading: `A reminder: ${facts.title}`,
    kind: 'event reminder',
    blocks: [
      { kind: 'paragraph', text: greeting(input.ownName) },
      { kind: 'paragraph', text: 'We look forward to seeing you:' },
      ...factsBlocks(facts),
      ...(input.onlineLink
        ? [{ kind: 'paragraph' as const, text: `Join online: ${input.onlineLink}` }]
        : []),
      ...cancelBlocks(facts, 'If you cannot come after all, please free your place:'),
    ],
    messageId: input.messageId,
  });
}
