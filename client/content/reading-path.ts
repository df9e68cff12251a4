import type { PageMeta } from './types';

/** One stage of the reading path: a text, what it gives and what it prepares for. */
export interface ReadingStage {
  title: string;
  /** The title in Devanāgarī, as the text names itself. */
  devanagari: string;
  /** /courses/{slug} */
  courseSlug: string;
  /** /resources/vedantic-texts/{slug} */
  textSlug: string;
  gives: string;
  preparesFor: string;
  /** The practices that go with this stage (paths and names). */
  practices: Array<{ label: string; href: string }>;
}

/** The reading path (/reading-path): the order of study the trust recommends. */
export const readingPath = {
  meta: {
    title: 'A Reading Path through Vedānta - Pragya Trust',
    description:
      'The order in which Pragya Trust suggests studying its texts, from Tattvabodha to Siddhānta Leśa Saṅgraha, and the practices that go with each stage.',
  } satisfies PageMeta,
  title: 'A Reading Path',
  subtitle: 'The order of study we recommend, and the practice that goes with it.',
  intro:
    'The texts of Advaita Vedānta build on one another. A word defined in a primer is assumed in the next text, and a method met in a short work is unfolded at length in a longer one. Read in order, each text makes the following one easier; read out of order, the same pages can seem either obvious or obscure.\n\n' +
    'The path below is the order the trust follows in its own teaching. It is a guide, not a rule: a teacher may change it for a particular student, and every stage is best read with a teacher and returned to more than once.',
  stages: [
    {
      title: 'Tattvabodha',
      devanagari: 'तत्त्वबोधः',
      courseSlug: 'tattvabodha',
      textSlug: 'tattva-bodh',
      gives:
        'The vocabulary of Vedānta, defined one term at a time: the fourfold qualification of the seeker, the three bodies, the five sheaths, the three states, the elements and their fivefold mixing, and the identity of the individual and the Lord.',
      preparesFor:
        'Every later text uses these words without defining them again. With them in hand the student can follow an argument instead of stopping at each term.',
      practices: [
        { label: 'Jap', href: '/meditation/jap' },
        { label: 'Swadhyay', href: '/courses/other/swadhyay' },
      ],
    },
    {
      title: 'Sādhana Pañcakam',
      devanagari: 'साधनपञ्चकम्',
      courseSlug: 'sadhana-panchakam',
      textSlug: 'sadhana-panchakam',
      gives:
        'The shape of a life given to the teaching, in five verses and about forty instructions: duty offered to the Lord, good company and a teacher, hearing, reflection and contemplation, and finally abiding as Brahman.',
      preparesFor:
        'It turns the definitions of Tattvabodha into a discipline, and shows where study, worship and meditation each belong before the longer texts are opened.',
      practices: [
        { label: 'Puja-Path', href: '/courses/other/puja-path' },
        { label: 'Kriya', href: '/meditation/kriya' },
      ],
    },
    {
      title: 'Dṛg-Dṛśya-Viveka',
      devanagari: 'दृग्दृश्यविवेकः',
      courseSlug: 'drg-drsya-viveka',
      textSlug: 'drig-drishya-vivek',
      gives:
        'One method carried through to the end: whatever is seen is not the seer. From outer forms to the eye, from the eye to the mind, from the mind to the witness, which sees and is never seen; then reflected consciousness, the two powers of māyā and the six samādhis.',
      preparesFor:
        'The discrimination between the Self and what is not the Self, which the Vivekacūḍāmaṇi asks for on every page.',
      practices: [
        { label: 'Sakshi', href: '/meditation/sakshi' },
        { label: 'Dhyan & Dharana', href: '/courses/other/dhyan-dharana' },
      ],
    },
    {
      title: 'Vivekacūḍāmaṇi',
      devanagari: 'विवेकचूडामणिः',
      courseSlug: 'viveka-chudamani',
      textSlug: 'viveka-chudamani',
      gives:
        'The whole path at length, in about 580 verses: the qualified student and the teacher, the sheaths examined one by one, the nature of the Self, the great sayings, and the life of the one who is free while living.',
      preparesFor:
        'A settled understanding of the teaching as a whole, from which the finer questions of later Advaita can be asked without losing the thread.',
      practices: [
        { label: 'Ahangrah Upasana', href: '/meditation/ahangrah-upasana' },
        { label: 'Chup Sadhana', href: '/meditation/chup-sadhana' },
      ],
    },
    {
      title: 'Siddhānta Leśa Saṅgraha',
      devanagari: 'सिद्धान्तलेशसङ्ग्रहः',
      courseSlug: 'siddhanta-lesha-sangraha',
      textSlug: 'siddhanta-lesha-sangraha',
      gives:
        'The questions on which the teachers after Śaṅkara differed, gathered by Appayya Dīkṣita: where ignorance resides, whether the individual is a reflection or a limitation of consciousness, one jīva or many, and how the great saying gives knowledge.',
      preparesFor:
        'Reading the commentarial literature itself, and seeing which differences matter for practice and which are differences of explanation.',
      practices: [{ label: 'Sahajawastha', href: '/courses/other/sahajawastha' }],
    },
    {
      title: 'Darśana Sarvasvam',
      devanagari: 'दर्शनसर्वस्वम्',
      courseSlug: 'darsana-sarvasvam',
      textSlug: 'darshan-sarvasvam',
      gives:
        'Four non-dual views side by side: Vijñānavāda, Śūnyavāda, Svātantryavāda and Vivartavāda, each set out fairly and compared with Advaita.',
      preparesFor:
        'Precision about what “non-dual” claims, and a fair understanding of the neighbouring schools with which Advaita has always been in conversation.',
      practices: [{ label: 'Asparsha Yoga', href: '/courses/few-more/asparsha-yoga' }],
    },
  ] satisfies ReadingStage[],
  practiceHeading: 'How the practices accompany the study',
  practice:
    'Study and practice go together from the first day. Japa and Kriya steady the mind and gather attention, so that listening becomes possible; worship and the daily discipline of Sādhana Pañcakam turn study into a way of living.\n\n' +
    'The awareness practices follow the texts. Sakshi, the practice of the witness, is the contemplative side of Dṛg-Dṛśya-Viveka. Ahangrah Upasana, meditation on Brahman as “I”, and Chup Sadhana, inner silence, belong with the Vivekacūḍāmaṇi, where the teaching is heard as a statement about oneself. Sahajawastha, resting in one’s natural state, and Asparsha Yoga, Gauḍapāda’s yoga of no contact, come last: they presuppose the understanding the texts give, and they are the texts’ own goal, not an extra.\n\n' +
    'The Sanskrit Class can be taken at any point; it makes every later stage richer.',
  sanskritClass: { label: 'The Sanskrit Class', href: '/courses/sanskrit-class' },
};
