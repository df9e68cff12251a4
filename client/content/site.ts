/**
 * The trust's details, in one place: the header, footer, contact page, legal pages, head tags and
 * structured data all read them from here.
 */
export const site = {
  name: 'Pragya Trust',
  academy: 'Pragya Academy',
  url: 'https://pragyatrust.com',
  defaultTitle: 'Pragya Trust - Consciousness Studies & Spiritual Learning',
  defaultDescription:
    'Pragya Trust, Varanasi: the study of consciousness and its practical application through Vedānta, meditation, yoga and Sanskrit, within Sanātana Dharma.',
  defaultKeywords:
    'consciousness, vedanta, meditation, spirituality, sanatan dharma, yoga, courses, varanasi',
  defaultImage: '/images/hero-bg.jpg',
  motto: 'Let noble thoughts come to us from all sides.',
  mottoSource: 'Ṛgveda 1.89.1 — ā no bhadrāḥ kratavo yantu viśvataḥ',
  tagline:
    'Exploring consciousness and its practical application in daily life, within the framework of Sanātana Dharma.',
  /** Phone and e-mail are deployment settings (PUBLIC_PHONE, PUBLIC_EMAIL): see usePublicContact. */
  contact: {
    address: {
      locality: 'Karaundi',
      city: 'Varanasi',
      region: 'Uttar Pradesh',
      country: 'India',
      postalCode: '221005',
    },
    timezone: 'UTC+5:30',
    mapsUrl: 'https://maps.google.com/maps?q=Varanasi,+Uttar+Pradesh,+India',
  },
  social: [
    { name: 'YouTube', label: 'YouTube Channel', href: 'https://youtube.com/@pragyatrust' },
    { name: 'Facebook', label: 'Facebook Page', href: 'https://www.facebook.com/PragyaTrust' },
    {
      name: 'Instagram',
      label: 'Instagram Profile',
      href: 'https://www.instagram.com/pragyatrust/',
    },
  ],
} as const;

/** "Karaundi, Varanasi, Uttar Pradesh, India" */
export const postalAddress = [
  site.contact.address.locality,
  site.contact.address.city,
  site.contact.address.region,
  site.contact.address.country,
].join(', ');

/** tel: link for a phone number. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
