import { renderToStaticMarkup } from 'react-dom/server';
import { GlossaryLinks, GlossaryText, proseKey } from '../components/glossary/GlossaryText';
import { coursePages } from '../content/course-pages';
import { fewMoreClassPages } from '../content/few-more-pages';
import { glossary } from '../content/glossary';
import { meditationPages } from '../content/meditation-pages';
import { keyFeatures, pitcsIntro } from '../content/pitcs';
import { practicePages } from '../content/practice-pages';
import { vedanticTextPages } from '../content/vedantic-text-pages';
import { glossaryPlan, pagePlans, proseBlocks, type Prose } from './glossary-links';
import { folded, patterns } from './glossary-usage';

/** The linked words of a page, in order, as "text→slug". */
function linked(prose: Prose[]): string[] {
  const plan = glossaryPlan(prose);
  return proseBlocks(prose).flatMap((text) =>
    (plan[proseKey(text)] ?? []).map(([start, end, slug]) => `${text.slice(start, end)}→${slug}`),
  );
}

describe('glossary links: the first use of each term on a page', () => {
  it('links a term once, where the page first uses it, across paragraphs and list items', () => {
    expect(
      linked([
        'Before the text: nothing here.\n\nThe power of māyā veils; māyā also projects.',
        [{ name: 'Two powers', text: 'Māyā has two: āvaraṇa and vikṣepa.' }],
      ]),
    ).toEqual(['māyā→maya', 'āvaraṇa→avarana', 'vikṣepa→viksepa']);
  });

  it('meets a term whatever its case and diacritics, in the plural, and in the trust’s own forms', () => {
    expect(linked(['Maya and the jivas; Jap with a mala; Sakshi.'])).toEqual([
      'Maya→maya',
      'jivas→jiva',
      'Jap→japa',
      'mala→mala',
      'Sakshi→sakshi',
    ]);
  });

  it('takes exact words, not search keys: “may” is not māyā, nor “gunas” in “gunasekara”', () => {
    expect(linked(['It may be so; Gunasekara wrote it.'])).toEqual([]);
  });

  it('links a compound written apart or hyphenated, and the longer of two overlapping terms', () => {
    expect(linked(['Karma yoga comes first; then karma alone.'])).toEqual([
      'Karma yoga→karma-yoga',
      'karma→karma',
    ]);
    expect(linked(['Pañca-kośa, the five sheaths.'])).toEqual(['Pañca-kośa→pancakosa']);
  });

  it('takes the plural on a compound’s last word only, and not a compound cut off by the end', () => {
    expect(linked(['Karmas yoga, then karma yogas.'])).toEqual([
      'Karmas→karma',
      'karma yogas→karma-yoga',
    ]);
    expect(linked(['The last word is karma'])).toEqual(['karma→karma']);
  });

  it('finds the same links for any list of terms it is given, each list’s shapes worked out once', () => {
    const terms = glossary.filter((term) => ['maya', 'karma-yoga'].includes(term.slug));
    const prose = ['Māyā, and karma yoga.'];
    expect(glossaryPlan(prose, terms)).toEqual(glossaryPlan(prose, [...terms]));
    expect(Object.values(glossaryPlan(prose, terms))[0].map(([, , slug]) => slug)).toEqual([
      'maya',
      'karma-yoga',
    ]);
  });

  it('leaves a word that is part of a longer hyphenated name or of a title alone', () => {
    expect(
      linked([
        'Dṛg-Dṛśya-Viveka, attributed to Bhāratī Tīrtha, is read after Sādhana Pañcakam; viveka then.',
      ]),
    ).toEqual(['viveka→viveka']);
  });

  it('renders the plan as plain links to /glossary#term, and the text as it was elsewhere', () => {
    const text = 'Śravaṇa, manana and nididhyāsana lead the student on.';
    const plan = glossaryPlan([text]);
    const html = renderToStaticMarkup(
      <GlossaryLinks plan={plan}>
        <p>
          <GlossaryText text={text} />
        </p>
        <p>
          <GlossaryText text="Not in the plan: manana." />
        </p>
      </GlossaryLinks>,
    );
    expect(html).toBe(
      '<p><a href="/glossary#sravana" class="glossary-link">Śravaṇa</a>, ' +
        '<a href="/glossary#manana" class="glossary-link">manana</a> and ' +
        '<a href="/glossary#nididhyasana" class="glossary-link">nididhyāsana</a> lead the student on.</p>' +
        '<p>Not in the plan: manana.</p>',
    );
    expect(renderToStaticMarkup(<GlossaryText text={text} />)).toBe(text);
  });

  describe('on every content page', () => {
    const shapes = new Map(glossary.map((term) => [term.slug, patterns(term)]));
    const pages: [string, ReturnType<typeof glossaryPlan>, Prose[]][] = [
      ...Object.entries(coursePages).map(
        ([slug, page]): [string, ReturnType<typeof glossaryPlan>, Prose[]] => [
          `/courses/${slug}`,
          pagePlans.course(page),
          [page.description, page.whyStudy, page.objectives, page.courseFlow, page.outcome],
        ],
      ),
      ...Object.entries(vedanticTextPages).map(
        ([slug, page]): [string, ReturnType<typeof glossaryPlan>, Prose[]] => [
          `/resources/vedantic-texts/${slug}`,
          pagePlans.text(page),
          [page.about, page.keyTeachings, page.whyUseful, page.benefits],
        ],
      ),
    ];
    const others = [
      ...Object.values(practicePages).map((page) => pagePlans.practice(page)),
      ...Object.values(meditationPages).map((page) => pagePlans.meditation(page)),
      ...Object.values(fewMoreClassPages).map((page) => pagePlans.fewMoreClass(page)),
      pagePlans.pitcs(pitcsIntro, keyFeatures),
    ];

    it('links some terms, each at most once, each link a spelling of its term', () => {
      for (const plan of [...pages.map(([, plan]) => plan), ...others]) {
        const spans = Object.values(plan).flat();
        expect(spans.length).toBeGreaterThan(0);
        const slugs = spans.map(([, , slug]) => slug);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
      for (const [url, plan, prose] of pages) {
        for (const text of proseBlocks(prose)) {
          for (const [start, end, slug] of plan[proseKey(text)] ?? []) {
            const written = folded(text.slice(start, end)).split(/[\s-]+/);
            const known = shapes
              .get(slug)!
              .some(
                (shape) =>
                  shape.join(' ') === written.join(' ') ||
                  shape.join(' ') === written.join(' ').replace(/s$/, ''),
              );
            expect([url, text.slice(start, end), known]).toEqual([
              url,
              text.slice(start, end),
              true,
            ]);
          }
        }
      }
    });

    it('puts the link on the first use: no earlier paragraph of the page uses the term', () => {
      for (const [url, plan, prose] of pages) {
        const seen = new Set<string>();
        for (const text of proseBlocks(prose)) {
          for (const [, , slug] of plan[proseKey(text)] ?? []) {
            expect([url, slug, seen.has(slug)]).toEqual([url, slug, false]);
          }
          for (const slug of linkedSlugs(glossaryPlan([text]))) seen.add(slug);
        }
      }
    });
  });
});

function linkedSlugs(plan: ReturnType<typeof glossaryPlan>): string[] {
  return Object.values(plan)
    .flat()
    .map(([, , slug]) => slug);
}
