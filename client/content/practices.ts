import type { PracticeCard } from './types';

/**
 * The practices under /courses/other/{slug}, in the order of the Courses list.
 * Titles keep the familiar names (Sahajawastha, Dhyan & Dharana, Yog Pranayam, Jap, Swadhyay,
 * Teerth Yatra, Puja-Path); the IAST form of each is given in the prose where it is introduced.
 * Their pages' bodies are in practice-pages.ts.
 */
export const practices: PracticeCard[] = [
  {
    slug: 'sahajawastha',
    title: 'Sahajawastha',
    subtitle: 'Cultivating a State of Natural Awareness',
    listLevel: 'Advanced',
    listed: true,
    description:
      'Abiding as the natural awareness that is present in every experience. An advanced contemplative practice that grows out of Vedāntic study and steady meditation.',
  },
  {
    slug: 'dhyan-dharana',
    title: 'Dhyan & Dharana',
    subtitle: 'The Path of Meditation & Concentration',
    listLevel: 'Intermediate',
    listed: true,
    description:
      'Training attention to rest on one object, and then to flow toward it unbroken. The classical practice of concentration and meditation from Patañjali’s Yoga Sūtra.',
  },
  {
    slug: 'yog-pranayam',
    title: 'Yog Pranayam',
    subtitle: 'The Science of Breath & Vital Energy',
    listLevel: 'Beginner',
    listed: true,
    description:
      'Working with the breath to steady the vital energy and calm the mind. Four classical breathing techniques, taught with care and with the cautions each needs.',
  },
  {
    slug: 'jap-practice',
    title: 'Jap',
    subtitle: 'Sacred Repetition',
    listLevel: 'Beginner',
    listed: true,
    description:
      'The repetition of a mantra or divine name with attention and devotion. A simple practice for any time of day, often kept with a mālā of 108 beads.',
  },
  {
    slug: 'swadhyay',
    title: 'Swadhyay',
    subtitle: 'Self-Study and Contemplation',
    listLevel: 'Beginner',
    listed: true,
    description:
      'Study of the scriptures joined to reflection on oneself. A steady practice of reading, contemplating and living the teachings of the Upaniṣads, the Gītā and the Yoga Sūtra.',
  },
  {
    slug: 'teerth-yatra',
    title: 'Teerth Yatra',
    subtitle: 'Sacred Pilgrimage and Spiritual Journey',
    listLevel: 'Intermediate',
    listed: true,
    description:
      'Pilgrimage undertaken as spiritual practice, so that the outer journey to a sacred place supports an inner journey toward the Self.',
  },
  {
    slug: 'puja-path',
    title: 'Puja-Path',
    subtitle: 'Ritual Worship and Sacred Recitation',
    listLevel: 'Beginner to Intermediate',
    listed: false,
    description:
      'Worship with offerings and the recitation of sacred texts, practised with attention and devotion, so that hands, voice and mind join in one act of reverence.',
  },
];

/** The six practices with a card in the Courses list, in list order. */
export const listedPractices: PracticeCard[] = practices.filter((practice) => practice.listed);

export function findPractice(slug: string): PracticeCard | undefined {
  return practices.find((practice) => practice.slug === slug);
}

/** The canonical address of a practice; /other-courses/{slug} is an alias of it. */
export function practicePath(practice: Pick<PracticeCard, 'slug'>): string {
  return `/courses/other/${practice.slug}`;
}
