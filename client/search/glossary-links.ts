import { glossary, type GlossaryTerm } from '../content/glossary';
import type {
  CourseBody,
  FewMoreClassBody,
  KeyFeature,
  ListItem,
  MeditationBody,
  PracticeBody,
  Section,
  VedanticTextBody,
} from '../content/types';
import { proseKey, type GlossaryPlan } from '../components/glossary/GlossaryText';
import { folded, patterns } from './glossary-usage';
import { words } from './normalise';

/** A part of a page's prose: paragraphs separated by a blank line, or a list's items. */
export type Prose = string | readonly string[] | readonly ListItem[] | undefined | null;

/**
 * Names in which a glossary word is part of a title or a person's name, not the term itself:
 * Sādhana Pañcakam is a text, not a note on sādhana, and Bhāratī Tīrtha a teacher.
 */
const NAMES = ['Sādhana Pañcakam', 'Yoga Sūtra', 'Brahma Sūtra', 'Bhāratī Tīrtha'];

/**
 * The paragraphs and list items of a page, as its components render them (`Paragraphs` splits on
 * blank lines and trims; a list item's text is rendered whole).
 */
export function proseBlocks(prose: readonly Prose[]): string[] {
  return prose.flatMap((part): string[] => {
    if (!part) return [];
    if (typeof part === 'string') {
      return part
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean);
    }
    return part.map((item: string | ListItem) => (typeof item === 'string' ? item : item.text));
  });
}

type Span = [number, number, string];

/** Where each name of NAMES sits in the text. */
function nameRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const name of NAMES) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      ranges.push([at, at + name.length]);
    }
  }
  return ranges;
}

/**
 * A paragraph with its words, their folded keys, where each key stands and its names' ranges:
 * found once for all the terms looked for in it (found again for each of the 84 terms, they made a
 * course page's plan take 15–20 ms, on the server and in the browser's loaders: decision 0219).
 */
interface Block {
  text: string;
  found: ReturnType<typeof words>;
  keys: string[];
  positions: Map<string, number[]>;
  names: [number, number][];
}

function block(text: string): Block {
  const found = words(text);
  const keys = found.map((word) => folded(word.text));
  const positions = new Map<string, number[]>();
  keys.forEach((key, index) => {
    const seen = positions.get(key);
    if (seen) seen.push(index);
    else positions.set(key, [index]);
  });
  return { text, found, keys, positions, names: nameRanges(text) };
}

/** Each term's shapes, worked out once per list of terms (the glossary's, in practice). */
const termShapes = new WeakMap<readonly GlossaryTerm[], [string, string[][]][]>();

function shapesOf(terms: readonly GlossaryTerm[]): [string, string[][]][] {
  let shapes = termShapes.get(terms);
  if (!shapes) {
    shapes = terms.map((term) => [term.slug, patterns(term)]);
    termShapes.set(terms, shapes);
  }
  return shapes;
}

/**
 * The places in the text where the term is written: its words in sequence (diacritics and case
 * aside, the last one perhaps with the English plural), apart or hyphenated, and not part of a
 * longer hyphenated compound (viveka in Dṛg-Dṛśya-Viveka) or of a name.
 */
function uses(block: Block, shapes: string[][]): [number, number][] {
  const { text, found, keys, positions, names } = block;
  const spans: [number, number][] = [];
  for (const shape of shapes) {
    const last = shape.length - 1;
    // Where the shape's first word stands (with the plural too when it is also the last).
    const starts = [
      ...(positions.get(shape[0]) ?? []),
      ...(last ? [] : (positions.get(`${shape[0]}s`) ?? [])),
    ];
    for (const i of starts) {
      if (i + last >= found.length) continue;
      const matches = shape.every((part, at) => {
        if (at === 0) return true;
        const key = keys[i + at];
        if (key !== part && !(at === last && key === `${part}s`)) return false;
        // Words of one term are joined by a space or a hyphen, nothing else.
        return /^[\s-]$/.test(text.slice(found[i + at - 1].end, found[i + at].start));
      });
      if (!matches) continue;
      const start = found[i].start;
      const end = found[i + last].end;
      if (text[start - 1] === '-' || text[end] === '-') continue;
      if (names.some(([from, to]) => start < to && end > from)) continue;
      spans.push([start, end]);
    }
  }
  return spans;
}

/**
 * Which words of a page link to the glossary: the first use of each term in its prose (given in
 * the order the page shows it), one link per term. Where two terms' uses overlap (karma and
 * karma-yoga written apart), the one that starts first, then the longer, is linked, and the other
 * waits for its next use.
 */
export function glossaryPlan(
  prose: readonly Prose[],
  terms: readonly GlossaryTerm[] = glossary,
): GlossaryPlan {
  const pending = new Map(shapesOf(terms));
  const plan: GlossaryPlan = {};
  for (const text of proseBlocks(prose)) {
    if (!pending.size) break;
    const paragraph = block(text);
    const candidates: Span[] = [];
    for (const [slug, shapes] of pending) {
      for (const [start, end] of uses(paragraph, shapes)) candidates.push([start, end, slug]);
    }
    candidates.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const spans: Span[] = [];
    for (const span of candidates) {
      if (!pending.has(span[2])) continue;
      if (spans.length && span[0] < spans[spans.length - 1][1]) continue;
      spans.push(span);
      pending.delete(span[2]);
    }
    if (spans.length) plan[proseKey(text)] = spans;
  }
  return plan;
}

const sectionProse = (sections: readonly Section[]): Prose[] =>
  sections.flatMap((section) => [section.body, section.items]);

/**
 * Each content page's prose in the order its component shows it (client/pages/), and so its
 * glossary links. The loaders call these; headings, titles, cards' names and verses are not prose.
 */
export const pagePlans = {
  course: (
    course: Pick<CourseBody, 'description' | 'whyStudy' | 'objectives' | 'courseFlow' | 'outcome'>,
  ) =>
    glossaryPlan([
      course.description,
      course.whyStudy,
      course.objectives,
      course.courseFlow,
      course.outcome,
    ]),
  practice: (practice: PracticeBody) =>
    glossaryPlan([
      practice.introduction,
      practice.cards,
      practice.what,
      practice.philosophicalRoots,
      practice.howToApproach,
      practice.benefits,
      practice.caution,
      practice.reflection,
    ]),
  meditation: (practice: MeditationBody) =>
    glossaryPlan([
      practice.introduction,
      practice.cards,
      practice.insight,
      ...sectionProse(practice.sections),
    ]),
  fewMoreClass: (cls: FewMoreClassBody) =>
    glossaryPlan([
      cls.introduction,
      cls.description,
      ...sectionProse(cls.sections),
      cls.conclusion,
    ]),
  text: (text: VedanticTextBody) =>
    glossaryPlan([text.about, text.keyTeachings, text.whyUseful, text.benefits]),
  pitcs: (intro: { intro: string; whatIs: string }, features: readonly KeyFeature[]) =>
    glossaryPlan([
      intro.intro,
      intro.whatIs,
      ...features.flatMap((feature): Prose[] => [
        feature.brief,
        feature.introduction,
        feature.explanationLead,
        feature.explanation,
        feature.explanationClose,
        feature.whyItMatters,
        feature.benefits,
      ]),
    ]),
};
