import type { LinkButton, PageMeta } from '../types';

/** Home (/): hero, three pillars, featured courses heading, Stay Connected form. */
export const homeContent = {
  meta: {
    title: 'Pragya Trust - Consciousness Studies & Spiritual Learning',
    description:
      'Pragya Trust, Varanasi: the study of consciousness and its practical application through Vedānta, meditation, yoga and Sanskrit, within Sanātana Dharma.',
  } satisfies PageMeta,
  hero: {
    lines: ['Consciousness is Expressing itself', 'as the Universe', 'To Experience Itself'],
    motto: 'Let noble thoughts come to us from all sides.',
    intro:
      'Pragya Trust in Varanasi offers the study of consciousness and its practical application in daily life, within the living tradition of Sanātana Dharma.',
    button: { label: 'Explore Courses', href: '/courses' } satisfies LinkButton,
  },
  /** Icons are lucide-react names. */
  pillars: [
    {
      title: 'Varied Learning',
      icon: 'BookOpen',
      text: 'Guided study of the Upaniṣads, the classical texts of Vedānta and Sanskrit, with time for reflection and open discussion.',
      link: { label: 'Explore Courses →', href: '/courses' },
    },
    {
      title: 'Transformative Practice',
      icon: 'Heart',
      text: 'Meditation, japa and a disciplined daily life that steady the mind and let understanding take root.',
      link: { label: 'Explore Practices →', href: '/meditation' },
    },
    {
      title: 'Community',
      icon: 'Users',
      text: 'Satsaṅga and shared inquiry with fellow seekers who support one another along the way.',
      link: { label: 'Join Community →', href: '/contact?topic=community' },
    },
  ] satisfies { title: string; icon: string; text: string; link: LinkButton }[],
  featured: { heading: 'Featured Courses' },
  stayConnected: {
    heading: 'Stay Connected',
    text: 'Write to us with a question or a note, and tick the box if you would also like to hear about new courses and gatherings.',
    placeholders: { name: 'Your Name', email: 'Your Email', message: 'Your Message' },
    button: 'Be in Touch',
  },
};
