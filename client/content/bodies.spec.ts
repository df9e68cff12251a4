import { withBody } from './bodies';
import { coursePages, findCoursePage } from './course-pages';
import { courses } from './courses';
import { fewMoreClasses } from './few-more';
import { fewMoreClassPages, findFewMoreClassPage } from './few-more-pages';
import { meditations } from './meditation';
import { findMeditationPage, meditationPages } from './meditation-pages';
import { findPracticePage, practicePages } from './practice-pages';
import { practices } from './practices';
import { findVedanticTextPage, vedanticTextPages } from './vedantic-text-pages';
import { vedanticTexts } from './vedantic-texts';

/** A content family: its cards, its page bodies by slug, and the lookup that joins them. */
interface Family {
  name: string;
  cards: { slug: string }[];
  bodies: Record<string, object>;
  findPage: (slug: string) => object | undefined;
}

const families: Family[] = [
  { name: 'courses', cards: courses, bodies: coursePages, findPage: findCoursePage },
  { name: 'practices', cards: practices, bodies: practicePages, findPage: findPracticePage },
  {
    name: 'few-more classes',
    cards: fewMoreClasses,
    bodies: fewMoreClassPages,
    findPage: findFewMoreClassPage,
  },
  {
    name: 'meditations',
    cards: meditations,
    bodies: meditationPages,
    findPage: findMeditationPage,
  },
  {
    name: 'Vedantic texts',
    cards: vedanticTexts,
    bodies: vedanticTextPages,
    findPage: findVedanticTextPage,
  },
];

describe.each(families)('$name: cards and page bodies', ({ cards, bodies, findPage }) => {
  const slugs = cards.map((card) => card.slug);

  it('gives each card its own slug', () => {
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('has exactly one body per card, and no body without a card', () => {
    expect(Object.keys(bodies).sort()).toEqual([...slugs].sort());
  });

  it('keeps each field in one place: a body repeats nothing of its card', () => {
    for (const card of cards) {
      const cardFields = Object.keys(card);
      expect(Object.keys(bodies[card.slug]).filter((key) => cardFields.includes(key))).toEqual([]);
    }
  });

  it('finds each page as its card joined with its body', () => {
    for (const card of cards)
      expect(findPage(card.slug)).toEqual({ ...card, ...bodies[card.slug] });
  });

  it('finds no page for an unknown slug', () => {
    expect(findPage('no-such-slug')).toBeUndefined();
    expect(findPage('constructor')).toBeUndefined();
  });
});

describe('withBody', () => {
  it('finds no page for a card without a body', () => {
    expect(withBody({ slug: 'lonely' }, {})).toBeUndefined();
    expect(withBody(undefined, { lonely: {} })).toBeUndefined();
  });
});
