import type { PageMeta } from '../types';

/** Search (/search). */
export const searchContent = {
  meta: {
    title: 'Search - Pragya Trust',
    description:
      'Search the courses, practices, meditation pages, texts and glossary of Pragya Trust, in IAST, everyday English spelling or Devanāgarī.',
  } satisfies PageMeta,
  title: 'Search',
  subtitle: 'Courses, practices, texts and terms, however you spell them.',
  label: 'Search the site',
  empty:
    'Type a word or a name: a text (Tattvabodha, tattva bodh, तत्त्वबोधः), a practice (japa, sakshi) or a term (mithyā, maya).',
  none: 'Try another spelling or a shorter word, or look through these:',
};
