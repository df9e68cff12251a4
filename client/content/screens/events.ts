import type { LinkButton, PageMeta } from '../types';

/** Events (/events): no events are announced yet. */
export const eventsContent = {
  meta: {
    title: 'Events - Pragya Trust',
    description:
      'Workshops, retreats and spiritual gatherings of Pragya Trust in Varanasi and online. Dates will be announced here; write to us to be notified.',
  } satisfies PageMeta,
  title: 'Events',
  subtitle: 'Workshops, Retreats & Spiritual Gatherings',
  card: {
    heading: 'Content Coming Soon',
    text: 'We are planning workshops, retreats and gatherings for study, meditation and satsaṅga. Dates will be announced here once they are confirmed.',
    when: 'Updates coming soon',
    where: 'Varanasi & Online',
    button: { label: 'Get Notified', href: '/contact?topic=events' } satisfies LinkButton,
  },
  stayUpdated: {
    heading: 'Stay Updated',
    text: 'Write to us and ask to hear about upcoming events. We will let you know as soon as dates are set.',
    button: { label: 'Subscribe to Updates', href: '/contact?topic=events' } satisfies LinkButton,
  },
};
