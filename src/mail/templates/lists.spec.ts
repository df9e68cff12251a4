import { announcementMail } from './lists';

const base = {
  to: 'reader@example.org',
  subject: 'Enrollment is open',
  listTitle: 'Dṛg-Dṛśya-Viveka',
  unsubscribe: {
    url: 'https://pragya.test/api/lists/unsubscribe?token=abc&x=1',
    mailto: 'mailto:contact@pragya.test?subject=unsubscribe',
  },
  replyTo: 'contact@pragya.test',
};

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('announcementMail', () => {
  it('adds the greeting and sign-off only to a letter that has none', () => {
    const bare = announcementMail({ ...base, text: 'Enrollment for the course is open.' });
    expect(bare.text).toContain('Namaste,');
    expect(bare.text).toContain('With warm regards,\nPragya Trust');

    const own = announcementMail({
      ...base,
      text: 'Namaste dear friends,\n\nEnrollment for the course is open.\n\nWith warm regards,\nSwami ji and Pragya Trust',
    });
    expect(count(own.text, 'Namaste')).toBe(1);
    expect(count(own.text, 'With warm regards')).toBe(1);
    expect(count(own.html, 'Namaste')).toBe(1);
  });

  it('carries Reply-To the inbox, and its web addresses are links in the HTML part', () => {
    const mail = announcementMail({
      ...base,
      text: 'Read more at https://pragya.test/courses/drg-drsya-viveka.',
    });
    expect(mail.replyTo).toBe('contact@pragya.test');
    expect(mail.html).toContain(
      '<a href="https://pragya.test/courses/drg-drsya-viveka">https://pragya.test/courses/drg-drsya-viveka</a>.',
    );
    expect(mail.html).toContain(
      '<a href="https://pragya.test/api/lists/unsubscribe?token=abc&amp;x=1">',
    );
    expect(mail.text).toContain(base.unsubscribe.url);
  });
});
