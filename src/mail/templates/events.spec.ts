import {
  eventConfirmLinkMail,
  eventPromotedMail,
  eventRegisteredMail,
  eventReminderMail,
  type EventMailFacts,
} from './events';

const APP = 'https://pragya.test';
const facts: EventMailFacts = {
  title: 'Sunday satsaṅg',
  when: 'Sunday, 7 March 2027, 7:00 am – 8:30 am IST',
  where: 'Online',
  url: `${APP}/events/sunday-satsang`,
  cancelUrl: `${APP}/events/cancel?token=abc.def`,
};
const ics = { filename: 'event.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' };

describe('event mail templates', () => {
  const registered = eventRegisteredMail({
    to: 'a@example.org',
    ownName: 'Asha',
    facts,
    status: 'confirmed',
    onlineLink: 'https://meet.example.org/s',
    ics,
  });
  const waitlisted = eventRegisteredMail({
    to: 'a@example.org',
    ownName: null,
    facts,
    status: 'waitlisted',
    onlineLink: 'https://meet.example.org/s',
    ics,
  });
  const promoted = eventPromotedMail({
    to: 'a@example.org',
    ownName: null,
    facts,
    onlineLink: null,
    ics,
  });
  const reminder = eventReminderMail({
    to: 'a@example.org',
    ownName: 'Asha',
    facts,
    onlineLink: 'https://meet.example.org/s',
    messageId: '<event-reminder.1@pragya.test>',
  });

  it('carries the one-click cancel link in every registration mail, in both parts', () => {
    for (const mail of [registered, waitlisted, promoted, reminder]) {
      expect(mail.text).toContain(facts.cancelUrl);
      expect(mail.html).toContain(`href="${facts.cancelUrl.replace('&', '&amp;')}"`);
      expect(mail.html).not.toMatch(/<img\b|<script\b|utm_/i);
    }
  });

  it('attaches the .ics to the confirmation and the promotion', () => {
    expect(registered.attachments).toEqual([ics]);
    expect(promoted.attachments).toEqual([ics]);
    expect(reminder.attachments).toBeUndefined();
  });

  it('gives the online link to a seat only, and in the reminder', () => {
    expect(registered.text).toContain('https://meet.example.org/s');
    expect(waitlisted.text).not.toContain('https://meet.example.org/s');
    expect(reminder.text).toContain('https://meet.example.org/s');
    expect(reminder.messageId).toBe('<event-reminder.1@pragya.test>');
  });

  it('never greets a visitor by a typed name, and keeps the link out of the subject', () => {
    const link = eventConfirmLinkMail(
      'v@example.org',
      'Sunday satsaṅg',
      `${APP}/events/confirm?token=x`,
    );
    expect(link.text).toContain('Namaste,\n');
    expect(link.subject).not.toContain('token');
    expect(link.text).toContain(`${APP}/events/confirm?token=x`);
  });
});
