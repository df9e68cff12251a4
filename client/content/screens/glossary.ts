import type { PageMeta } from '../types';

/** Glossary (/glossary): head, heading and introduction; the terms are in content/glossary.ts. */
export const glossaryContent = {
  meta: {
    title: 'Glossary of Vedānta and Yoga Terms - Pragya Trust',
    description:
      'The Sanskrit terms our pages use, from adhyāsa to vikṣepa: each in Devanāgarī and IAST, with a plain pronunciation, a short definition and the pages that use it.',
  } satisfies PageMeta,
  title: 'Glossary',
  subtitle: 'The Sanskrit words our pages use, in Devanāgarī and IAST, with their meaning.',
  intro:
    'Each term is given as our pages write it, in IAST (the standard transliteration), with its Devanāgarī, a plain guide to pronunciation and a short definition. Long vowels are written aa, ee and oo in the guide; ś and ṣ sound as sh, c as ch. Under each term are the pages that use it.',
};
