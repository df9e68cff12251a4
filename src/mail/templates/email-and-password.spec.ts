import { passwordChangedMail } from '.';
import {
  addressInUseMail,
  emailChangedMail,
  emailChangeLinkMail,
  emailChangeRequestedMail,
} from './email-and-password';

const APP = 'https://pragya.test';
const LINK = `${APP}/account/confirm-email?token=abc`;

describe('the mails of the e-mail and password settings', () => {
  const link = emailChangeLinkMail('new@example.org', 'Asha', LINK);
  const notices = [
    emailChangeRequestedMail('old@example.org', 'Asha', `${APP}/account/confirm-email?cancel=xyz`),
    addressInUseMail('taken@example.org'),
    emailChangedMail('old@example.org', 'Asha', 'old', APP),
  ];

  it('have both parts, the trust name and no tracking', () => {
    const all = [
      link,
      ...notices,
      emailChangedMail('new@example.org', 'Asha', 'new', APP),
      passwordChangedMail('a@example.org', 'Asha', APP, 'changed'),
      passwordChangedMail('a@example.org', 'Asha', APP, 'set'),
    ];
    for (const mail of all) {
      expect(mail.text).toContain('Pragya Trust');
      expect(mail.html).not.toMatch(/<img\b|<script\b|pixel|utm_/i);
      expect(mail.subject).not.toContain('token');
    }
  });

  it('send the link only to the new address; the notices carry none', () => {
    expect(link.text).toContain(LINK);
    expect(link.html).toContain(`href="${LINK}"`);
    expect(link.text).toContain('valid for 1 hour and can be used once');
    for (const mail of notices) expect(mail.text).not.toMatch(/[?&]token=/);
  });

  it("greet an address's owner by no name when the mail is not about their own account", () => {
    expect(addressInUseMail('taken@example.org').text).toContain('Namaste,\n');
  });

  it('say whether a password was changed or set', () => {
    expect(passwordChangedMail('a@example.org', 'Asha', APP, 'set').subject).toBe(
      'Your Pragya Trust account now has a password',
    );
    expect(passwordChangedMail('a@example.org', 'Asha', APP, 'changed').text).toContain(
      'every other device',
    );
    expect(passwordChangedMail('a@example.org', 'Asha', APP).text).toContain(
      'every device that was signed in has been signed out',
    );
  });
});
