import type { CourseCard } from './types';

/**
 * The seven Vedānta text courses shown under /courses/{slug}, in display order:
 * three upcoming, then four previous (completed, with recorded playlists).
 * Their pages' bodies are in course-pages.ts.
 */
export const courses: CourseCard[] = [
  {
    slug: 'drg-drsya-viveka',
    title: 'Dṛg-Dṛśya-Viveka',
    subtitle: 'The Discrimination between the Seer and the Seen',
    type: 'upcoming',
    duration: '8–10 weeks',
    level: 'Intermediate',
    summary:
      'A verse-by-verse study of Dṛg-Dṛśya-Viveka, forty-six ślokas that separate the seer from the seen and lead the student to the witness, the Self.',
  },
  {
    slug: 'darsana-sarvasvam',
    title: 'Darśana Sarvasvam',
    subtitle: 'A Study of Four Types of Non-Duality',
    type: 'upcoming',
    duration: '12–14 weeks',
    level: 'Advanced',
    summary:
      'A comparative study of Darśana Sarvasvam, a four-chapter Sanskrit treatise on Vijñānavāda, Śūnyavāda, Svātantryavāda and Vivartavāda.',
  },
  {
    slug: 'siddhanta-lesha-sangraha',
    title: 'Siddhānta Leśa Saṅgraha',
    subtitle: 'A Collection of Points of Doctrine',
    type: 'upcoming',
    duration: '6–8 weeks',
    level: 'Advanced',
    summary:
      'Appayya Dīkṣita’s sixteenth-century compendium of the differing views of post-Śaṅkara Advaita teachers on Brahman, māyā, the self and liberation.',
  },
  {
    slug: 'viveka-chudamani',
    title: 'Vivekacūḍāmaṇi',
    subtitle: 'The Crest Jewel of Discrimination',
    type: 'previous',
    duration: 'Completed',
    level: 'Intermediate',
    summary:
      'A recorded, verse-by-verse study of Vivekacūḍāmaṇi, the Crest Jewel of Discrimination: the seeker, the Self and the not-self, and the way to freedom.',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I2YB3oBBesI05S7KVXU4W6s',
  },
  {
    slug: 'sadhana-panchakam',
    title: 'Sādhana Pañcakam',
    subtitle: 'Five Verses on Spiritual Practice',
    type: 'previous',
    duration: 'Completed',
    level: 'Beginner',
    summary:
      'A recorded study of Sādhana Pañcakam, five verses traditionally attributed to Ādi Śaṅkarācārya: about forty instructions for a seeker’s daily life.',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I11dZCSY9UKFxommv_gJHJz',
  },
  {
    slug: 'tattvabodha',
    title: 'Tattvabodha',
    subtitle: 'Knowledge of Reality',
    type: 'previous',
    duration: 'Completed',
    level: 'Beginner',
    summary:
      'A recorded introduction to Vedānta through Tattvabodha: the qualified seeker, the three bodies, five sheaths and three states, and the Self as Brahman.',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I3CMBnK0ZrT6KFkBuUYHeoe',
  },
  {
    slug: 'sanskrit-class',
    title: 'Sanskrit Class',
    subtitle: 'शतश्लोकेन पण्डितः – Learning to Read Sanskrit through a Hundred Verses',
    type: 'previous',
    duration: 'Completed',
    level: 'Beginner',
    summary:
      'A recorded beginners’ class of about 25–30 hours: learning to read and parse a hundred Sanskrit verses, with sandhi, compounds and dictionary use.',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I35gao-rPV4CEmBdxzQsdvg',
  },
];

/** The course with this slug, or undefined (the page then shows "Course Not Found"). */
export function findCourse(slug: string): CourseCard | undefined {
  return courses.find((course) => course.slug === slug);
}

export function coursePath(course: Pick<CourseCard, 'slug'>): string {
  return `/courses/${course.slug}`;
}

export const upcomingCourses: CourseCard[] = courses.filter((course) => course.type === 'upcoming');

export const previousCourses: CourseCard[] = courses.filter((course) => course.type === 'previous');
