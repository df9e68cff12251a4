import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as bodies from './bodies';
import * as coursePages from './course-pages';
import * as courses from './courses';
import * as fewMorePages from './few-more-pages';
import * as fewMore from './few-more';
import * as glossary from './glossary';
import * as legal from './legal';
import * as meditationPages from './meditation-pages';
import * as meditation from './meditation';
import * as navigation from './navigation';
import * as pages from './pages';
import * as pitcs from './pitcs';
import * as practicePages from './practice-pages';
import * as practices from './practices';
import * as readingPath from './reading-path';
import * as site from './site';
import * as vedanticTextPages from './vedantic-text-pages';
import * as vedanticTexts from './vedantic-texts';
import { galleryTiles, type GalleryTile } from './screens/gallery';

/**
 * The house style of README.md in this folder, checked: one spelling per word, typographic quotes,
 * and the facts that must read the same on every page.
 */

const modules = {
  bodies,
  coursePages,
  courses,
  fewMorePages,
  fewMore,
  glossary,
  legal,
  meditationPages,
  meditation,
  navigation,
  pages,
  pitcs,
  practicePages,
  practices,
  readingPath,
  site,
  vedanticTextPages,
  vedanticTexts,
};

/** Fields that hold addresses, identifiers or search keywords rather than prose. */
const notProse = new Set([
  'slug',
  'forms',
  'pronunciation',
  'href',
  'url',
  'playlistUrl',
  'textSlug',
  'courseSlug',
  'icon',
  'id',
  'art',
  'defaultImage',
  'defaultKeywords',
  'mapsUrl',
  'activeFor',
]);

interface Text {
  where: string;
  text: string;
}

function collect(value: unknown, where: string, out: Text[]): Text[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => collect(item, `${where}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (!notProse.has(key)) collect(item, `${where}.${key}`, out);
  return out;
}

const texts: Text[] = Object.entries(modules).flatMap(([name, module]) =>
  collect(module, name, []),
);

/** Variant spellings and the chosen form (README.md, "Spellings"). */
const variants: { variant: RegExp; chosen: string }[] = [
  { variant: /\bUpanishad/i, chosen: 'Upaniṣad, Upaniṣadic' },
  { variant: /\bsatsa(ng|ṅg)(?!a)/i, chosen: 'satsaṅga' },
  // A storage key named in the privacy policy ("pragya:mala") is code, not prose.
  { variant: /(?<!:)\bmala\b|\bmāla\b/i, chosen: 'mālā' },
  { variant: /\baham\b/i, chosen: 'ahaṃ (ahaṃ brahmāsmi)' },
  { variant: /\bsahaj[aā][\s-]+avasth|sahajavastha\b|sahaja-avasth/i, chosen: 'sahajāvasthā' },
  { variant: /Ch[uū]ḍ?[aā]?m|chudamani|Viveka C[uū]ḍ/i, chosen: 'Vivekacūḍāmaṇi' },
  {
    variant: /Le[sś]ha\b|Lesa\b|Siddh[aā]nta-le|Siddhantalesa/i,
    chosen: 'Siddhānta Leśa Saṅgraha',
  },
  {
    variant: /Doctrinal Glosses|Compendium of Doctrines/,
    chosen: 'A Collection of Points of Doctrine',
  },
  { variant: /\bVedantic\b/, chosen: 'Vedāntic' },
  {
    variant: /\b(Kapalabhati|Bhramari|Ujjayi|Anulom)\b/,
    chosen: 'kapālabhāti, bhrāmarī, ujjāyī, anuloma-viloma',
  },
  { variant: /n[aā]d[iī][\s-]+shodhana|nāḍī śodhana/i, chosen: 'nāḍī-śodhana' },
  { variant: /pañcakośa|pancha ?kosha/i, chosen: 'pañca-kośa' },
  { variant: /\byogis?\b/, chosen: 'yogī, yogīs' },
  {
    variant: /\b(karma|bhakti|jñāna|kriyā) yoga\b/i,
    chosen: 'karma-yoga, bhakti-yoga, jñāna-yoga, kriyā-yoga',
  },
  {
    variant: /\bGita\b|\bShankaracharya|\bAdi Sh|\bAtman\b|\bOm\b|\bSutras?\b/,
    chosen: 'Gītā, Ādi Śaṅkarācārya, Ātman, Oṃ, Sūtra',
  },
  {
    variant: /\bTattva Bodh\b|\bDrig-Drishya|\bDarshan Sarvasvam|\bSadhana Panchakam/,
    chosen: 'the titles in courses.ts',
  },
  { variant: /six hundred verses|nearly 600|around 580/i, chosen: 'about 580 verses' },
  { variant: /\b(Yoga|Brahma) Sūtras\b/, chosen: 'Yoga Sūtra, Brahma Sūtra (the text, singular)' },
  { variant: /\bSanatana|\bSanātan\b|Sanātana Hindu|Sanātana-dharma/i, chosen: 'Sanātana Dharma' },
  // A name or a sentence may begin with a capital; inside a sentence the word is lower case.
  { variant: /(?<=[a-zà-ž,;] )Self-[kK]nowledge/, chosen: 'self-knowledge' },
  {
    variant: /six (inner )?(treasures|virtues|qualities|accomplishments|wealths?)|sixfold wealth/i,
    chosen: 'six inner disciplines (ṣaṭ-sampatti)',
  },
  {
    variant: /great (sentences?|statements?|utterances?|declarations?)\b/i,
    chosen: 'great sayings',
  },
  {
    variant: /\b46 (verses|ślokas)|\b100 verses|one hundred verses/i,
    chosen: 'forty-six, a hundred (numbers of verses in words)',
  },
  {
    variant: /\b(manasika|upamsu|upanshu|upamshu|vachika|vacika)\b/i,
    chosen: 'mānasika, upāṃśu, vācika',
  },
  { variant: /\bGanga\b|\bGangā|\bGaṅga\b/, chosen: 'Gaṅgā' },
  { variant: /\benroll\b|enrollment/i, chosen: 'enrol, enrolment (British)' },
  { variant: /Ramaṇa|Maharṣi|Maharishi/, chosen: 'Ramana Maharshi (as he wrote it)' },
  { variant: /\(satsaṅga\)/, chosen: 'satsaṅga, the company of truth' },
  { variant: /Svatantravāda/, chosen: 'svātantryavāda (Svātantryavāda)' },
];

describe('content spelling and style', () => {
  it('collects the prose of every content module', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it.each(variants)('uses $chosen, never $variant', ({ variant }) => {
    expect(texts.filter(({ text }) => variant.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it('uses typographic quotes and apostrophes, never straight ones', () => {
    expect(texts.filter(({ text }) => /['"]/.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it('writes ranges of numbers with an en dash', () => {
    expect(texts.filter(({ text }) => /\d-\d/.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it('opens and closes every double quotation', () => {
    const unbalanced = texts.filter(
      ({ text }) => (text.match(/“/g) ?? []).length !== (text.match(/”/g) ?? []).length,
    );
    expect(unbalanced.map(({ where }) => where)).toEqual([]);
  });

  it('gives the Vivekacūḍāmaṇi the same verse count wherever a count is given', () => {
    const counts = texts
      .filter(({ text }) => /Vivekacūḍāmaṇi/.test(text) && /verses/.test(text))
      .flatMap(({ text }) => text.match(/\b(?:about|some|nearly|around)? ?\d{3} verses/g) ?? []);
    expect(counts.length).toBeGreaterThan(0);
    expect(new Set(counts)).toEqual(new Set(['about 580 verses']));
  });

  it('catches a variant when one appears', () => {
    const planted = collect({ text: 'Satsang on the Upanishads with a mala' }, 'planted', []);
    const caught = variants.filter(({ variant }) => planted.some(({ text }) => variant.test(text)));
    expect(caught.map(({ chosen }) => chosen)).toEqual([
      'Upaniṣad, Upaniṣadic',
      'satsaṅga',
      'mālā',
    ]);
  });
});

describe('the page templates that hold content text', () => {
  const templates = [
    'AboutPage',
    'BlogPage',
    'ComingSoonPage',
    'CourseDetailPage',
    'CoursesPage',
    'EventsPage',
    'FewMoreClassPage',
    'GalleryPage',
    'HomePage',
    'MeditationListPage',
    'MeditationPage',
    'PitcsPage',
    'PracticeDetailPage',
    'ResourcesPage',
    'VedanticTextPage',
  ];

  it.each(templates)('%s uses the chosen spellings', (name) => {
    const source = readFileSync(join(process.cwd(), 'client', 'pages', `${name}.tsx`), 'utf8');
    const found = variants.filter(({ variant }) => variant.test(source));
    expect(found.map(({ chosen }) => chosen)).toEqual([]);
  });
});

describe('gallery tiles', () => {
  it('shows only the tiles that have a picture, in order', () => {
    const items: GalleryTile[] = [
      { title: 'A', caption: 'a', art: 'study' },
      { title: 'B', caption: 'b' },
      { title: 'C', caption: 'c', art: 'texts' },
    ];
    expect(galleryTiles(items).map(({ title }) => title)).toEqual(['A', 'C']);
  });

  it('has a picture and a caption for every tile shown on the page', () => {
    for (const tile of galleryTiles()) expect(tile.caption).toMatch(/^A drawing of /);
  });
});

/** What a teacher of the tradition corrected, kept from coming back. */
describe('a teacher’s corrections', () => {
  const all = (pattern: RegExp) => texts.filter(({ text }) => pattern.test(text));

  it.each([
    [/well-known verse of the Mahābhārata/, 'the ātmā nadī verse is hedged'],
    [/Breath Awareness/, 'prāṇāyāma is the regulation of the breath'],
    [
      /safe for every level|suitable for every level|safe daily practice/,
      'no safety claims for breathing',
    ],
    [/After Śaṅkara, Advaita/, 'Maṇḍana Miśra was Śaṅkara’s contemporary'],
    [
      /run through all of Vedānta[^.]*jīvas|jīvas[^.]*run through all of Vedānta/,
      'the three jīvas recur in later Advaita',
    ],
    [/consciousness and fullness/, 'ānanda is bliss (sukha-svarūpa)'],
    [/someone dear, then someone/, 'Yoga Sūtra 1.33 is not the mettā sequence'],
    [
      /takes its name from the phrase|expressed in its name, Śataślokena/,
      'śataślokena paṇḍitaḥ is a motto',
    ],
  ])('never says %s (%s)', (pattern) => {
    expect(all(pattern).map(({ where }) => where)).toEqual([]);
  });

  it('glosses satsaṅga one way', () => {
    const glosses = texts.flatMap(({ text }) => text.match(/satsaṅga, the [^,.;]+/g) ?? []);
    expect(glosses.length).toBeGreaterThan(0);
    expect(new Set(glosses)).toEqual(new Set(['satsaṅga, the company of truth']));
  });

  it('names the five offerings of pūjā as gandha, puṣpa, dhūpa, dīpa and naivedya', () => {
    const page = practicePages.practicePages['puja-path'];
    expect(page.what).toMatch(
      /fragrance \(gandha\), flowers \(puṣpa\), incense \(dhūpa\), light \(dīpa\) and food \(naivedya\)/,
    );
    const offerings = page.howToApproach.find(({ name }) => name === 'Offerings')?.text ?? '';
    expect(offerings).toMatch(/fragrance/);
    expect(offerings).not.toMatch(/\bwater\b/);
  });

  it('gives Śiva Mānasa Pūjā’s offering of life to its fourth verse and forgiveness to its fifth', () => {
    for (const { text } of all(/Śiva Mānasa Pūjā/)) {
      expect(text).toMatch(/fourth verse/);
      expect(text).toMatch(/fifth[^.]*forgiveness/);
    }
  });

  it('names all four obstacles wherever Māṇḍūkya Kārikā 3.44 is cited', () => {
    const cited = all(/Māṇḍūkya Kārikā \(3\.44/);
    expect(cited.length).toBeGreaterThan(0);
    for (const { text } of cited) expect(text).toMatch(/laya[^]*vikṣepa[^]*kaṣāya[^]*rasāsvāda/);
  });

  it('attributes Dṛg-Dṛśya-Viveka the same way on its course and its text page', () => {
    const attribution = 'Attributed variously to Bhāratī Tīrtha, Vidyāraṇya and Ādi Śaṅkarācārya';
    expect(coursePages.coursePages['drg-drsya-viveka'].author).toBe(attribution);
    expect(vedanticTextPages.vedanticTextPages['drig-drishya-vivek'].about).toMatch(
      /end at verse 31/,
    );
  });

  it('reads Sādhana Pañcakam’s verses 2 and 3 as the text divides them', () => {
    for (const text of [
      coursePages.coursePages['sadhana-panchakam'].description,
      vedanticTextPages.vedanticTextPages['sadhana-panchakam'].about,
    ]) {
      expect(text).toMatch(/second[^.]*closes with hearing the great sayings/);
      expect(text).toMatch(/third begins with reflection on their meaning/);
    }
    expect(vedanticTextPages.vedanticTextPages['sadhana-panchakam'].about).toMatch(/saṃnyāsa/);
  });

  it('teaches Yoga Sūtra 1.33’s pairing of attitudes with kinds of people', () => {
    const cited = all(/four attitudes/);
    expect(cited.length).toBeGreaterThan(0);
    for (const { text } of cited) expect(text).toMatch(/1\.33[^]*happy[^]*suffer[^]*good[^]*harm/);
  });

  it('gives the references for the tīrtha verse and the grades of japa', () => {
    expect(all(/Mahābhārata 3\.80/).length).toBeGreaterThan(0);
    expect(all(/Manusmṛti \(2\.85\)/).length).toBeGreaterThan(0);
  });
});
