import type { VedanticTextCard } from './types';

/**
 * The seven texts under /resources/vedantic-texts/{slug}, in the order shown on /resources.
 * Their pages' bodies are in vedantic-text-pages.ts.
 */
export const vedanticTexts: VedanticTextCard[] = [
  {
    slug: 'viveka-chudamani',
    title: 'Vivekacūḍāmaṇi',
    devanagari: 'विवेकचूडामणिः',
    subtitle: 'The Crest Jewel of Discrimination',
    overview:
      'A classic of Advaita Vedānta in dialogue form, traditionally attributed to Ādi Śaṅkarācārya, on telling the real Self apart from all that is not the Self.',
  },
  {
    slug: 'sanskrit-class',
    title: 'Sanskrit Class',
    subtitle: 'Language of the Scriptures',
    overview:
      'Sanskrit for students of the scriptures: the Devanāgarī script, pronunciation, sandhi and compounds, learned by reading and parsing a hundred verses.',
  },
  {
    slug: 'tattva-bodh',
    title: 'Tattvabodha',
    devanagari: 'तत्त्वबोधः',
    subtitle: 'Knowledge of Reality',
    overview:
      'A concise primer of Vedānta in question and answer, traditionally attributed to Ādi Śaṅkarācārya: the three bodies, the five sheaths and the three states.',
  },
  {
    slug: 'sadhana-panchakam',
    title: 'Sādhana Pañcakam',
    devanagari: 'साधनपञ्चकम्',
    subtitle: 'Five Verses on Spiritual Practice',
    overview:
      'Five verses of practical guidance traditionally attributed to Ādi Śaṅkarācārya: about forty short instructions leading from daily duty and study to abiding as the Self.',
  },
  {
    slug: 'drig-drishya-vivek',
    title: 'Dṛg-Dṛśya-Viveka',
    devanagari: 'दृग्दृश्यविवेकः',
    subtitle: 'The Discrimination between the Seer and the Seen',
    overview:
      'Forty-six verses on discerning the seer from the seen, leading attention from outer objects to the witnessing consciousness that is never itself an object.',
  },
  {
    slug: 'darshan-sarvasvam',
    title: 'Darśana Sarvasvam',
    devanagari: 'दर्शनसर्वस्वम्',
    subtitle: 'A Study of Four Types of Non-Duality',
    overview:
      'A Sanskrit treatise by Swami Shri Shankar Chaitanya Bharati Ji on four views of non-duality, and on where Advaita Vedānta’s Vivartavāda stands among them.',
  },
  {
    slug: 'siddhanta-lesha-sangraha',
    title: 'Siddhānta Leśa Saṅgraha',
    devanagari: 'सिद्धान्तलेशसङ्ग्रहः',
    subtitle: 'A Collection of Points of Doctrine',
    overview:
      'Appayya Dīkṣita’s compendium of how Advaita teachers after Śaṅkara differ on māyā, avidyā, the jīva, Īśvara and liberation. A text for advanced students.',
  },
];

/** The text with this slug, or undefined. */
export function findVedanticText(slug: string): VedanticTextCard | undefined {
  return vedanticTexts.find((text) => text.slug === slug);
}
