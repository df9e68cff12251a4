import type { PageMeta } from '../types';

/** About (/about): founder, Our Approach — Six Steps, What We Do. */
export const aboutContent = {
  meta: {
    title: 'About Us - Pragya Trust',
    description:
      'About Pragya Trust in Varanasi and its founder and guide, Aditya Ji: the study and practice of Vedānta within the tradition of Sanātana Dharma.',
  } satisfies PageMeta,
  title: 'About Pragya Trust',
  titleAccent: 'Pragya Trust',
  subtitle:
    'Exploring consciousness and its practical application in daily life, within the framework of Sanātana Dharma.',
  founder: {
    heading: 'Our Founder & Guide',
    name: 'Aditya Ji',
    /** Alt text for the founder's photograph. */
    imageAlt: 'Aditya Ji, founder and guide of Pragya Trust',
    paragraphs: [
      'Aditya Ji, the founder and guide of Pragya Trust, was introduced to Vedānta at a young age. That early meeting with the teaching has grown into about twenty years of study and practice.',
      'He studied in the traditional way in Varanasi, and spent time with scholars, renunciates and practitioners across India, learning from their understanding as well as from the way they lived.',
      'He has also undertaken solitary retreats in the Himalayas, given to meditation and japa.',
      'Today Aditya Ji lives and teaches in Varanasi. Through Pragya Trust he shares the study of the texts together with the practice that brings them to life.',
    ],
  },
  sixSteps: {
    heading: 'Our Approach — Six Steps',
    /** Each card links to /courses/other/{slug}. */
    linkLabel: 'Learn More',
    items: [
      {
        title: 'Sahajawastha',
        slug: 'sahajawastha',
        text: 'Cultivating the natural state (sahajāvasthā) of effortless awareness, and carrying it into daily life.',
      },
      {
        title: 'Dhyan & Dharana',
        slug: 'dhyan-dharana',
        text: 'Training attention through dhāraṇā, concentration on a single object, until it matures into dhyāna, unbroken meditation.',
      },
      {
        title: 'Yog Pranayam',
        slug: 'yog-pranayam',
        text: 'The science of breath: practices of prāṇāyāma that regulate the vital energy and calm the mind.',
      },
      {
        title: 'Jap',
        slug: 'jap-practice',
        text: 'The repetition of a mantra or sacred name, aloud, in a whisper or in silence, often counted on a mālā of 108 beads.',
      },
      {
        title: 'Swadhyay',
        slug: 'swadhyay',
        text: 'Self-study: reading the scriptures, reflecting on them and applying their teaching to one’s own life.',
      },
      {
        title: 'Teerth Yatra',
        slug: 'teerth-yatra',
        text: 'Pilgrimage to sacred places, undertaken as an inner journey as much as an outer one.',
      },
    ],
  },
  whatWeDo: {
    heading: 'What We Do',
    pillars: [
      {
        title: 'Study',
        subtitle: 'śravaṇa-manana-nididhyāsana',
        text: 'We read the classical texts of Vedānta in the traditional way: listening to the teaching (śravaṇa), reflecting on it until doubts are resolved (manana), and contemplating it until it becomes one’s own vision (nididhyāsana).',
      },
      {
        title: 'Practice',
        subtitle: 'Daily Disciplines',
        text: 'Meditation, japa, prāṇāyāma and a steady daily routine prepare the mind for understanding and keep the teaching alive between classes.',
      },
      {
        title: 'Community',
        subtitle: 'Satsaṅga & Support',
        text: 'In satsaṅga, the company of truth, seekers meet to study, question and practise together, and find encouragement and friendship along the way.',
      },
    ],
  },
};
