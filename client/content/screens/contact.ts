import type { PageMeta } from '../types';

/** Contact (/contact): form, contact details, response time, map link and the thank-you screen. */
export const contactContent = {
  meta: {
    title: 'Contact Us - Pragya Trust',
    description:
      'Contact Pragya Trust in Varanasi about courses, practices or the teachings. Send a message, call or e-mail us; we reply within 3–5 business days.',
  } satisfies PageMeta,
  title: 'Contact Us',
  titleAccent: 'Us',
  intro:
    'Questions about a course, a practice or the teachings? We would be glad to hear from you. Write to us using the form, or reach us by phone or e-mail.',
  form: {
    heading: 'Send us a Message',
    labels: { name: 'Name *', email: 'Email *', phone: 'Phone (optional)', message: 'Message *' },
    placeholders: {
      name: 'Your full name',
      email: 'your@email.com',
      phone: '+91 XXXXX XXXXX',
      message: 'Tell us how we can help you...',
    },
    button: 'Send Message',
  },
  getInTouch: {
    heading: 'Get in Touch',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    addressLabel: 'Address',
  },
  followUs: { heading: 'Follow Us' },
  responseTime: {
    heading: 'Response Time',
    text: 'We reply to every message within 3–5 business days. Our team is in Varanasi, India (UTC+5:30).',
  },
  findUs: {
    heading: 'Find Us',
    text: 'We are based in Karaundi, Varanasi, Uttar Pradesh.',
    button: 'Open in Google Maps',
    href: 'https://maps.google.com/maps?q=Varanasi,+Uttar+Pradesh,+India',
  },
  thankYou: {
    /** Browser-tab title of the success state. */
    metaTitle: 'Thank You - Pragya Trust Contact',
    heading: 'Thank You!',
    text: 'Your message has reached us. We will reply within 3–5 business days.',
    button: 'Send Another Message',
  },
};
