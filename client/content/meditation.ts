import type { MeditationCard } from './types';

/**
 * The six practices under /meditation/{slug}, in the order shown on /meditation.
 * Their pages' bodies are in meditation-pages.ts.
 */
export const meditations: MeditationCard[] = [
  {
    slug: 'kriya',
    title: 'Kriya',
    subtitle: 'Action with Awareness',
    pageSubtitle: 'Action with Awareness',
    icon: 'Flower2',
    description:
      'Kriya is the practice of acting with full awareness, so that breathing, moving and everyday tasks become a steady training in presence.',
  },
  {
    slug: 'jap',
    title: 'Jap',
    subtitle: 'Sacred Repetition',
    pageSubtitle: 'The Practice of Mantra Repetition',
    icon: 'Volume2',
    description:
      'Jap is the repetition of a mantra or divine name, aloud, in a whisper or in silence, which steadies the mind and turns it towards the sacred.',
  },
  {
    slug: 'samvedana',
    title: 'Samvedana',
    subtitle: 'Sensitivity & Compassion',
    pageSubtitle: 'Sensitivity & Compassion',
    icon: 'Heart',
    description:
      'Samvedana cultivates sensitivity and compassion: feeling one’s own heart clearly and meeting others with genuine attention, care and kindness.',
  },
  {
    slug: 'sakshi',
    title: 'Sakshi',
    subtitle: 'The Art of Witnessing',
    pageSubtitle: 'The Art of Witnessing',
    icon: 'Eye',
    description:
      'Sakshi is the practice of witnessing: observing thoughts, feelings and sensations without identifying with them, and resting as the awareness that knows them.',
  },
  {
    slug: 'ahangrah-upasana',
    title: 'Ahangrah Upasana',
    subtitle: 'Worship of the Self',
    pageSubtitle: 'Worship of the Self',
    icon: 'Sun',
    description:
      'Ahangrah Upasana is contemplative worship in which Brahman is meditated on as one’s own innermost Self, in the spirit of “ahaṃ brahmāsmi”.',
  },
  {
    slug: 'chup-sadhana',
    title: 'Chup Sadhana',
    subtitle: 'Silence & Non-Doing',
    pageSubtitle: 'Silence & Non-Doing',
    icon: 'Pause',
    description:
      'Chup Sadhana is the practice of silence and non-doing: letting speech, effort and mental activity settle so that natural stillness can be recognised.',
  },
];

/** The practice with this slug, or undefined. */
export function findMeditation(slug: string): MeditationCard | undefined {
  return meditations.find((practice) => practice.slug === slug);
}
