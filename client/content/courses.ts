import { COURSE_CATALOGUE, type CourseSlug } from '../../src/common/course-catalogue';
import type { CourseCard } from './types';

/** What each course's card says besides its name (src/common/course-catalogue.ts). */
const cardText: Record<CourseSlug, Omit<CourseCard, 'slug' | 'title' | 'type'>> = {
  'drg-drsya-viveka': {
    subtitle: 'The Discrimination between the Seer and the Seen',
    duration: '8–10 weeks',
    level: 'Intermediate',
    summary:
      'A verse-by-verse study of Dṛg-Dṛśya-Viveka, forty-six ślokas that separate the seer from the seen and lead the student to the witness, the Self.',
  },
  'darsana-sarvasvam': {
    subtitle: 'A Study of Four Types of Non-Duality',
    duration: '12–14 weeks',
    level: 'Advanced',
    summary:
      'A comparative study of Darśana Sarvasvam, a four-chapter Sanskrit treatise on Vijñānavāda, Śūnyavāda, Svātantryavāda and Vivartavāda.',
  },
  'siddhanta-lesha-sangraha': {
    subtitle: 'A Collection of Points of Doctrine',
    duration: '6–8 weeks',
    level: 'Advanced',
    summary:
      'Appayya Dīkṣita’s sixteenth-century compendium of the differing views of post-Śaṅkara Advaita teachers on Brahman, māyā, the self and liberation.',
  },
  'viveka-chudamani': {
    subtitle: 'The Crest Jewel of Discrimination',
    duration: 'Completed',
    level: 'Intermediate',
    summary:
      'A recorded, verse-by-verse study of Vivekacūḍāmaṇi, the Crest Jewel of Discrimination: the seeker, the Self and the not-self, and the way to freedom.',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I2YB3oBBesI05S7KVXU4W6s',
  },
  'sadhana-panchakam': {
    subtitle: 'Five Verses on Spiritual Practice',
    duration: 'Completed',
    level: 'Beginner',
    summary:
      'A recorded study of Sādhana Pañcakam, five verses traditionally attributed to Ādi Śaṅkarācārya: about forty instructions for a seeker’s daily life.',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I11dZCSY9UKFxommv_gJHJz',
  },
  tattvabodha: {
    subtitle: 'Knowledge of Reality',
    duration: 'Completed',
    level: 'Beginner',
    summary:
      'A recorded introduction to Vedānta through Tattvabodha: the qualified seeker, the three bodies, five sheaths and three states, and the Self as Brahman.',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I3CMBnK0ZrT6KFkBuUYHeoe',
  },
  'sanskrit-class': {
    subtitle: 'शतश्लोकेन पण्डितः – Learning to Read Sanskrit through a Hundred Verses',
    duration: 'Completed',
    level: 'Beginner',
    summary:
      'A recorded beginners’ class of about 25–30 hours: learning to read and parse a hundred Sanskrit verses, with sandhi, compounds and dictionary use.',
    playlistUrl: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I35gao-rPV4CEmBdxzQsdvg',
  },
};

/**
 * The seven Vedānta text courses shown under /courses/{slug}, in the catalogue's order:
 * three upcoming, then four previous (completed, with recorded playlists).
 * Their pages' bodies are in course-pages.ts.
 */
export const courses: (CourseCard & { slug: CourseSlug })[] = COURSE_CATALOGUE.map(
  ({ slug, title, upcoming }) => ({
    slug,
    title,
    type: upcoming ? 'upcoming' : 'previous',
    ...cardText[slug],
  }),
);

/** The course with this slug, or undefined (the page then shows "Course Not Found"). */
export function findCourse(slug: string): CourseCard | undefined {
  return courses.find((course) => course.slug === slug);
}

export function coursePath(course: Pick<CourseCard, 'slug'>): string {
  return `/courses/${course.slug}`;
}

export const upcomingCourses: CourseCard[] = courses.filter((course) => course.type === 'upcoming');

export const previousCourses: CourseCard[] = courses.filter((course) => course.type === 'previous');
