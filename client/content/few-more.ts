import type { FewMoreClassCard } from './types';

/**
 * The classes under /courses/few-more/{slug}, in the order of the Courses list.
 * Their pages' bodies are in few-more-pages.ts.
 */
export const fewMoreClasses: FewMoreClassCard[] = [
  {
    slug: 'asparsha-yoga',
    badge: 'Advanced Practice',
    title: 'Asparsha Yoga',
    subtitle: 'The Path Beyond Contact',
    summary:
      'Asparsha Yoga, the “yoga of no-contact” taught in Gauḍapāda’s Māṇḍūkya Kārikā: recognising the Self that is never touched by anything it knows.',
    options: [
      {
        title: '1 Day Course',
        description:
          'An introductory session on the meaning of asparśa-yoga and its place in Gauḍapāda’s teaching, available to watch online.',
        label: 'Watch Now',
        href: 'https://www.youtube.com/watch?v=4OAqJqDzQl4',
        external: true,
        comingSoon: false,
      },
      {
        title: '3 Day Course',
        description: 'A deeper study of the teaching and its practice, unfolded over three days.',
        label: 'Coming Soon',
        href: '/courses/few-more/asparsha-yoga/3-day',
        external: false,
        comingSoon: true,
      },
      {
        title: '7 Day Course',
        description:
          'An intensive immersion in study and contemplation over seven days, for students ready to make the teaching their whole focus.',
        label: 'Coming Soon',
        href: '/courses/few-more/asparsha-yoga/7-day',
        external: false,
        comingSoon: true,
      },
    ],
  },
  {
    slug: 'vedanta',
    badge: 'Core Teaching',
    title: 'Vedānta',
    subtitle: 'Coming Closer to the Essence of Knowing',
    summary:
      'Vedānta, the teaching of the Upaniṣads on the oneness of the Self and Brahman, studied through scripture, contemplation and direct experience.',
  },
  {
    slug: 'yoga',
    badge: 'Union Practice',
    title: 'Yoga',
    subtitle: 'Union with the Self',
    summary:
      'Yoga as union with the Self: posture, breath, meditation, devotion, wisdom and action, taught at Pragya Trust in the light of Vedānta.',
  },
  {
    slug: 'tantra-agama',
    badge: 'Sacred Knowledge',
    title: 'Tantra Āgama',
    subtitle: 'The Path of Sacred Knowledge',
    summary:
      'Tantra Āgama, the sacred tradition of mantra, yantra, worship and meditation handed down from teacher to student, studied with respect and care.',
  },
];

export function findFewMoreClass(slug: string): FewMoreClassCard | undefined {
  return fewMoreClasses.find((cls) => cls.slug === slug);
}

export function classPath(cls: Pick<FewMoreClassCard, 'slug'>): string {
  return `/courses/few-more/${cls.slug}`;
}
