import {
  contactMessageMail,
  existingAccountMail,
  passwordChangedMail,
  resetLinkMail,
  signinCodeMail,
  signupCodeMail,
  verificationLinkMail,
} from '.';

const APP = 'https://pragya.test';

describe('mail templates', () => {
  const all = [
    signupCodeMail('a@example.org', '012345'),
    signinCodeMail('a@example.org', 'Asha', '012345'),
    verificationLinkMail('a@example.org', `${APP}/verify-email?token=abc`),
    resetLinkMail('a@example.org', 'Asha', `${APP}/reset-password?token=abc`),
    passwordChangedMail('a@example.org', 'Asha', APP),
    existingAccountMail('a@example.org', APP),
    contactMessageMail('inbox@pragya.test', {
      name: 'Meera',
      email: 'meera@example.org',
      phone: null,
      message: 'Hello',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      signedIn: false,
    }),
  ];

  it('each has a subject, an HTML and a text part with the trust name, and no tracking', () => {
    for (const mail of all) {
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain('Pragya Trust');
      expect(mail.html).toContain('Pragya Trust');
      expect(mail.html).not.toMatch(/<img\b|<script\b|pixel|utm_/i);
    }
  });

  it('puts codes and links in both parts', () => {
    const [signup, signin, verify, reset] = all;
    for (const mail of [signup, signin]) {
      expect(mail.text).toContain('012345');
      expect(mail.html).toContain('012345');
    }
    expect(verify.text).toContain(`${APP}/verify-email?token=abc`);
    expect(verify.html).toContain(`href="${APP}/verify-email?token=abc"`);
    expect(reset.text).toContain(`${APP}/reset-password?token=abc`);
  });

  it('never puts a code in a subject', () => {
    for (const mail of all) expect(mail.subject).not.toMatch(/\d{6}/);
  });

  it("greets with the account owner's name only when the caller passes it", () => {
    expect(signinCodeMail('a@example.org', 'Asha', '012345').text).toContain('Namaste Asha,');
    expect(resetLinkMail('a@example.org', null, `${APP}/r`).text).toContain('Namaste,');
    for (const mail of [all[0], all[2], all[5]]) expect(mail.text).toContain('Namaste,\n');
  });

  it('the existing-account notice links to sign-in and reset, and carries no code', () => {
    const mail = existingAccountMail('a@example.org', APP);
    expect(mail.text).toContain(`${APP}/login`);
    expect(mail.text).toContain(`${APP}/forgot-password`);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });

  it('contact mail: Reply-To the sender, one-line subject, message escaped in HTML', () => {
    const mail = contactMessageMail('inbox@pragya.test', {
      name: 'Eve\r\nBcc: x@y.z',
      email: 'eve@example.org',
      phone: '+91 1234 567890',
      message: '<b>hi</b>\nsecond line',
      createdAt: new Date(),
      signedIn: true,
    });
    expect(mail.to).toBe('inbox@pragya.test');
    expect(mail.replyTo).toBe('eve@example.org');
    expect(mail.subject).toBe('Contact from Eve Bcc: x@y.z');
    expect(mail.html).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(mail.text).toContain('+91 1234 567890');
    expect(mail.text).toContain('signed-in member');
  });
});
