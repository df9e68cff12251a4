import type { PageMeta } from '../types';

/** Resources (/resources): subtitle and every card except the seven Vedantic texts. */
export const resourcesContent = {
  meta: {
    title: 'Resources - Pragya Trust',
    description:
      'Study materials from Pragya Trust: a sacred book of Bhāgavata stotras, notes on Vedānta texts, recorded lectures and the Asparsha Yoga podcast.',
  } satisfies PageMeta,
  title: 'Resources',
  subtitle:
    'A library of study materials, recorded lectures and talks to support your learning between classes.',
  sacredBook: {
    title: 'Sacred Book by Aditya Ji',
    text: 'A compilation of three stotras from the Bhāgavata tradition: the Nārāyaṇa Kavaca of the Bhāgavata Purāṇa (6.8), the protective armour-prayer that Viśvarūpa taught to Indra, invoking Nārāyaṇa on every side; the Gajendra Mokṣa Stotra, the elephant king’s hymn of surrender and release; and the Catuḥślokī Bhāgavata, four verses held to contain the essence of the whole Bhāgavata.',
  },
  /** Heading of the grid of seven texts (the texts themselves live in their own module). */
  textsHeading: 'Vedāntic Texts & Links',
  /** The link to /reading-path under that heading. */
  readingPath: 'In what order to read them: our reading path',
  glossary: 'Glossary of terms',
  search: 'Search the site',
  lectures: {
    heading: 'Lectures & Talks',
    video: {
      title: 'Video Lectures',
      text: 'Recorded lectures from our courses and talks on Vedānta, meditation and the sacred texts, gathered in one playlist.',
      button: 'Watch Lectures',
      href: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I1jATuEZhuYPM1yYVsCzTNi',
    },
    audio: {
      title: 'Audio Archives',
      text: 'Prefer to listen? The same talks can be followed as audio, at home or on the move.',
      button: 'Listen Now',
      href: '/resources/recordings',
    },
  },
  podcast: {
    title: 'Asparsha Yoga Podcast',
    text: 'Talks on Asparsha Yoga, the “yoga of no-contact” of Gauḍapāda’s Māṇḍūkya Kārikā: letting go of grasping and of the sense of doership, and abiding as the Self.',
    button: 'Listen to Episodes',
    href: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I0-Q2EDTRDlsVENeqNce8P',
  },
  blog: {
    title: 'Blog Articles',
    text: 'Nothing has been published here yet. Our writing will appear on the blog as it is ready: essays on Vedānta, notes on the texts studied in our courses, and guidance for meditation and daily practice.',
    button: 'Visit Blog',
    href: '/blog',
  },
};
