import type { PageMeta } from '../types';

/** Courses list (/courses): H1, subtitle and the intro block above the tabs. */
export const coursesIntro = {
  meta: {
    title: 'Courses - Pragya Trust',
    description:
      'Courses in Advaita Vedānta, Sanskrit and spiritual practice from Pragya Trust, Varanasi: upcoming and previous text studies, practices and classes.',
  } satisfies PageMeta,
  title: 'Our Courses',
  titleAccent: 'Courses',
  subtitle:
    'Consciousness studies, Vedānta and spiritual practice, rooted in the traditional texts.',
  intro:
    'Over the years Pragya Trust has offered courses across a range of subjects: Upaniṣadic studies, traditional learning, Sanskrit, meditation techniques, Tantra and Yoga. Each is taught with close attention to the original texts and to what they mean for the student’s life.\n\n' +
    'At the heart of our teaching is Advaita Vedānta, the non-dual understanding that the Self and Brahman, the ultimate reality, are not two. It is taught through the traditional threefold method: śravaṇa (listening), receiving the teaching as the texts present it; manana (reflection), examining it until every doubt is resolved; and nididhyāsana (meditative contemplation), dwelling on what has been understood until it becomes one’s natural vision.\n\n' +
    'In manana the student meets views that seem to pull in opposite directions: doing and non-doing, witnessing and whole awareness, acceptance and the wish to change and grow, personal effort and the working of past karma (prārabdha). Careful reflection shows where each view holds and how the apparent conflict resolves, so that understanding becomes firm rather than borrowed.',
};
