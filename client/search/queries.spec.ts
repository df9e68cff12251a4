import { searchDocuments } from './documents';
import { SiteSearch } from './engine';
import { searchKey } from './normalise';

/**
 * Queries seekers type, with the page each should bring first: Anglicised, IAST, Devanāgarī,
 * run-together, hyphenated and misspelt forms. A `|` separates pages either of which is right
 * (a text's course and its notes under Resources share a title).
 */
const QUERIES: Array<[query: string, expected: string]> = [
  ['vivekachudamani', '/courses/viveka-chudamani|/resources/vedantic-texts/viveka-chudamani'],
  ['viveka chudamani', '/courses/viveka-chudamani|/resources/vedantic-texts/viveka-chudamani'],
  ['vivekchudamani', '/courses/viveka-chudamani|/resources/vedantic-texts/viveka-chudamani'],
  ['vivekacudamani', '/courses/viveka-chudamani|/resources/vedantic-texts/viveka-chudamani'],
  ['Vivekacūḍāmaṇi', '/courses/viveka-chudamani|/resources/vedantic-texts/viveka-chudamani'],
  ['विवेकचूडामणि', '/courses/viveka-chudamani|/resources/vedantic-texts/viveka-chudamani'],
  ['vivekachudamni', '/courses/viveka-chudamani|/resources/vedantic-texts/viveka-chudamani'],
  ['drg drishya', '/courses/drg-drsya-viveka|/resources/vedantic-texts/drig-drishya-vivek'],
  ['drg drsya', '/courses/drg-drsya-viveka|/resources/vedantic-texts/drig-drishya-vivek'],
  ['drg-drsya-viveka', '/courses/drg-drsya-viveka|/resources/vedantic-texts/drig-drishya-vivek'],
  ['drigdrishya', '/courses/drg-drsya-viveka|/resources/vedantic-texts/drig-drishya-vivek'],
  ['drik drishya viveka', '/courses/drg-drsya-viveka|/resources/vedantic-texts/drig-drishya-vivek'],
  ['दृग्दृश्यविवेक', '/courses/drg-drsya-viveka|/resources/vedantic-texts/drig-drishya-vivek'],
  ['tattva bodh', '/courses/tattvabodha|/resources/vedantic-texts/tattva-bodh'],
  ['tatvabodh', '/courses/tattvabodha|/resources/vedantic-texts/tattva-bodh'],
  ['tatwa bodha', '/courses/tattvabodha|/resources/vedantic-texts/tattva-bodh'],
  ['तत्त्वबोधः', '/courses/tattvabodha|/resources/vedantic-texts/tattva-bodh'],
  ['sadhana panchakam', '/courses/sadhana-panchakam|/resources/vedantic-texts/sadhana-panchakam'],
  ['sadhna panchakam', '/courses/sadhana-panchakam|/resources/vedantic-texts/sadhana-panchakam'],
  ['साधनपञ्चकम्', '/courses/sadhana-panchakam|/resources/vedantic-texts/sadhana-panchakam'],
  [
    'siddhanta lesha sangraha',
    '/courses/siddhanta-lesha-sangraha|/resources/vedantic-texts/siddhanta-lesha-sangraha',
  ],
  [
    'siddhant lesh',
    '/courses/siddhanta-lesha-sangraha|/resources/vedantic-texts/siddhanta-lesha-sangraha',
  ],
  ['darshan sarvasvam', '/courses/darsana-sarvasvam|/resources/vedantic-texts/darshan-sarvasvam'],
  ['darsana sarvaswam', '/courses/darsana-sarvasvam|/resources/vedantic-texts/darshan-sarvasvam'],
  ['sakshi', '/meditation/sakshi'],
  ['sakshee', '/meditation/sakshi'],
  ['sākṣī', '/meditation/sakshi'],
  ['साक्षी', '/meditation/sakshi'],
  ['sahajawastha', '/courses/other/sahajawastha'],
  ['sahajavastha', '/courses/other/sahajawastha'],
  ['sahajaavasthaa', '/courses/other/sahajawastha'],
  ['jap', '/courses/other/jap-practice|/meditation/jap'],
  ['japa', '/courses/other/jap-practice|/meditation/jap'],
  ['chup sadhana', '/meditation/chup-sadhana'],
  ['ahangraha upasana', '/meditation/ahangrah-upasana'],
  ['ahamgraha', '/meditation/ahangrah-upasana'],
  ['samvedana', '/meditation/samvedana'],
  ['kriya', '/meditation/kriya'],
  ['asparsha yoga', '/courses/few-more/asparsha-yoga'],
  ['asparsa', '/courses/few-more/asparsha-yoga'],
  ['pranayam', '/courses/other/yog-pranayam'],
  ['praanaayaama', '/courses/other/yog-pranayam'],
  ['dhyan dharana', '/courses/other/dhyan-dharana'],
  ['swadhyay', '/courses/other/swadhyay'],
  ['svadhyaya', '/courses/other/swadhyay'],
  ['teerth yatra', '/courses/other/teerth-yatra'],
  ['tirtha yatra', '/courses/other/teerth-yatra'],
  ['puja path', '/courses/other/puja-path'],
  ['tantra agama', '/courses/few-more/tantra-agama'],
  ['vedanta', '/courses/few-more/vedanta'],
  ['pitcs', '/pitcs'],
  ['sanskrit class', '/courses/sanskrit-class|/resources/vedantic-texts/sanskrit-class'],
  ['meditation', '/meditation'],
  ['contact', '/contact'],
  ['what is maya', '/glossary#maya'],
  ['mithya', '/glossary#mithya'],
  ['adhyasa', '/glossary#adhyasa'],
  ['vikshepa', '/glossary#viksepa'],
  ['shat sampatti', '/glossary#sat-sampatti'],
  ['pancha kosha', '/glossary#pancakosa'],
  ['ishvara', '/glossary#isvara'],
  ['mahavakya', '/glossary#mahavakya'],
  ['कर्मण्येवाधिकारस्ते', '/glossary#karma-yoga'],
  ['reading path', '/reading-path'],
  ['where to begin', '/reading-path'],
  // A word the site writes is not also matched loosely: Śaṅkara is not saṃskāra.
  [
    'shankara',
    '/courses/siddhanta-lesha-sangraha|/resources/vedantic-texts/siddhanta-lesha-sangraha',
  ],
  ['samskara', '/glossary#samskara'],
];

describe('search: the queries seekers type', () => {
  const search = new SiteSearch(searchDocuments());
  const table = QUERIES.map(([query, expected]) => ({
    query,
    expected,
    got: search.search(query)[0]?.url ?? '(nothing)',
  }));

  it.each(table)('$query → $expected', ({ expected, got }) => {
    expect(expected.split('|')).toContain(got);
  });

  it('has at least forty of them', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
  });

  // PRINT_QUERY_TABLE=1 prints the table (query, page expected first, page got) in Markdown.
  if (process.env.PRINT_QUERY_TABLE) {
    afterAll(() => {
      const rows = table.map(
        ({ query, expected, got }, index) =>
          `| ${index + 1} | ${query} | ${expected.replaceAll('|', ' or ')} | ${got} | ${expected.split('|').includes(got) ? 'yes' : 'NO'} |`,
      );
      console.log(
        ['| # | query | expected first | got first | ok |', '| - | - | - | - | - |', ...rows].join(
          '\n',
        ),
      );
    });
  }
});

describe('searchKey', () => {
  it.each([
    ['dṛśya', 'drishya'],
    ['dṛśya', 'drsya'],
    ['दृश्य', 'drishya'],
    ['sākṣī', 'sakshi'],
    ['sākṣī', 'saakshee'],
    ['Sahajāvasthā', 'Sahajawastha'],
    ['japa', 'Jap'],
    ['bodhaḥ', 'bodh'],
    ['tattva', 'tatva'],
    ['pañcakam', 'panchakam'],
    ['saṃvedana', 'samvedana'],
    ['saṃnyāsa', 'sannyasa'],
    ['jñāna', 'gyan'],
    ['jñāna', 'gnana'],
    ['Kṛṣṇa', 'Krishna'],
    ['Śaṅkara', 'Shankara'],
    ['cūḍāmaṇi', 'chudamani'],
    ['Gaṅgā', 'Ganga'],
    ['Gītā', 'Geeta'],
    ['rūpa', 'roop'],
    ['svāmī', 'swami'],
    ['ahaṅgraha', 'Ahangrah'],
    ['mokṣa', 'moksha'],
  ])('gives %s and %s one key', (a, b) => {
    expect(searchKey(a)).toBe(searchKey(b));
    expect(searchKey(a)).not.toBe('');
  });

  it.each([
    ['dṛśya', 'dṛk'],
    ['japa', 'jīva'],
    ['māyā', 'mauna'],
    ['ātman', 'advaita'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(searchKey(a)).not.toBe(searchKey(b));
  });

  it('drops words that carry no meaning in a query', () => {
    expect(['the', 'of', 'What', 'is'].map(searchKey)).toEqual(['', '', '', '']);
  });
});
