import type { LinkButton, PageMeta } from '../types';

/** Gallery (/gallery): no photographs are published yet. Icons are lucide-react names. */
export const galleryContent = {
  meta: {
    title: 'Gallery - Pragya Trust',
    description:
      'Moments from the spiritual journey of Pragya Trust: course sessions, community gatherings and the sacred spaces of Varanasi. Photographs coming soon.',
  } satisfies PageMeta,
  title: 'Gallery',
  subtitle: 'Moments from Our Spiritual Journey',
  card: {
    heading: 'Content Coming Soon',
    text: 'Photographs from our classes, gatherings and the sacred places of Varanasi are being collected and will be shared here.',
  },
  themes: [
    {
      title: 'Course Sessions',
      icon: 'Users',
      text: 'Teachers and students at study together, in person and online.',
    },
    {
      title: 'Community Events',
      icon: 'Heart',
      text: 'Satsang, festivals and gatherings of our community.',
    },
    {
      title: 'Sacred Spaces',
      icon: 'Image',
      text: 'The ghats, temples and quiet places of Varanasi and beyond.',
    },
  ],
  share: {
    text: 'Have photographs from a course or gathering? We would be glad to see them.',
    button: { label: 'Share Your Photos', href: '/contact' } satisfies LinkButton,
  },
  whatToExpect: {
    heading: 'What to Expect',
    items: [
      { title: 'Study Sessions', caption: 'Learning moments' },
      { title: 'Meditation', caption: 'Peaceful practices' },
      { title: 'Community', caption: 'Together in wisdom' },
      { title: 'Sacred Texts', caption: 'Ancient wisdom' },
    ],
  },
};
