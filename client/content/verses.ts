import type { Verse } from './types';

/** Bhagavad Gītā 2.47, shown where the pages cite it (the Yoga class, the glossary’s karma-yoga). */
export const gita247: Verse = {
  reference: 'Bhagavad Gītā 2.47',
  devanagari: 'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥ ४७ ॥',
  iast: 'karmaṇyevādhikāraste mā phaleṣu kadācana\nmā karmaphalaheturbhūrmā te saṅgo’stvakarmaṇi',
  translation:
    'Your concern is with the action alone, never with its fruits. Do not let the fruit of action be your motive, and do not cling to inaction either.',
};
