import { coursePages } from '../content/course-pages';
import { coursePath, courses } from '../content/courses';
import { fewMoreClassPages } from '../content/few-more-pages';
import { glossary } from '../content/glossary';
import { classPath, fewMoreClasses } from '../content/few-more';
import { legalPages } from '../content/legal';
import { meditationPages } from '../content/meditation-pages';
import { meditations } from '../content/meditation';
import { keyFeatures, pitcsIntro, pitcsMeta } from '../content/pitcs';
import { practicePages } from '../content/practice-pages';
import { practicePath, practices } from '../content/practices';
import {
  aboutContent,
  blogContent,
  contactContent,
  coursesIntro,
  eventsContent,
  galleryContent,
  homeContent,
  meditationIntro,
  resourcesContent,
} from '../content/pages';
import { readingPath } from '../content/reading-path';
import type { ListItem, Section } from '../content/types';
import { vedanticTextPages } from '../content/vedantic-text-pages';
import { vedanticTexts } from '../content/vedantic-texts';

/** A part of a page as search shows it: its heading (and the id it carries), and its text. */
export interface SearchSection {
  heading?: string;
  anchor?: string;
  text: string;
}

/** One page of the site as the search index holds it. */
export interface SearchDocument {
  url: string;
  title: string;
  /** What kind of page it is and its subtitle ("Course · The Crest-Jewel of Discrimination"). */
  subtitle: string;
  /** Addresses and other names of the page (its slug), matched like the title. */
  aliases: string;
  sections: SearchSection[];
  /**
   * How much a match here counts against a match elsewhere (1 by default): a glossary entry is
   * short, and would otherwise outrank the page on the same word (Sakshi's page above sākṣī).
   */
  weight?: number;
}

/** Every string inside a content value (nested objects and lists), addresses and icons left out. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return /^(https?:|\/|#)/.test(value) ? '' : value;
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join('\n\n');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !['href', 'icon', 'slug', 'id', 'meta', 'url', 'image'].includes(key))
      .map(([, inner]) => textOf(inner))
      .filter(Boolean)
      .join('\n\n');
  }
  return '';
}

function items(list: ListItem[] | string[]): string {
  return list
    .map((item) =>
      typeof item === 'string' ? item : [item.name, item.text].filter(Boolean).join(': '),
    )
    .join('\n\n');
}

function section(
  heading: string | undefined,
  anchor: string | undefined,
  text: string,
): SearchSection {
  return { heading, anchor, text };
}

function numbered(sections: Section[]): SearchSection[] {
  return sections.map((part, index) =>
    section(
      part.heading,
      `section-${index + 1}`,
      [part.body, items(part.items ?? [])].filter(Boolean).join('\n\n'),
    ),
  );
}

function slugWords(url: string): string {
  return url.split('/').filter(Boolean).join(' ');
}

function courseDocuments(): SearchDocument[] {
  return courses.map((card) => {
    const page = coursePages[card.slug];
    const url = coursePath(card);
    return {
      url,
      title: card.title,
      subtitle: `Course · ${card.subtitle}`,
      aliases: slugWords(url),
      sections: [
        section(undefined, undefined, card.summary),
        section('Course Overview', 'overview', page.description),
        section('Why Study This Course?', 'why-study', items(page.whyStudy)),
        section('Learning Objectives', 'objectives', items(page.objectives)),
        section('Course Structure', 'structure', items(page.courseFlow)),
        section('Expected Outcome', 'outcome', page.outcome),
      ],
    };
  });
}

function practiceDocuments(): SearchDocument[] {
  return practices.map((card) => {
    const page = practicePages[card.slug];
    const url = practicePath(card);
    return {
      url,
      title: card.title,
      subtitle: `Practice · ${card.subtitle}`,
      aliases: slugWords(url),
      sections: [
        section(undefined, undefined, [card.description, page.introduction].join('\n\n')),
        section(`What is ${card.title}?`, 'what', page.what),
        section('Philosophical Roots', 'roots', page.philosophicalRoots),
        section(page.howHeading, 'how', items(page.howToApproach)),
        section('Benefits', 'benefits', items(page.benefits)),
        section('Caution', 'caution', page.caution),
        section('Reflection', 'reflection', page.reflection),
      ],
    };
  });
}

function classDocuments(): SearchDocument[] {
  return fewMoreClasses.map((card) => {
    const page = fewMoreClassPages[card.slug];
    const url = classPath(card);
    return {
      url,
      title: card.title,
      subtitle: `Class · ${card.subtitle}`,
      aliases: slugWords(url),
      sections: [
        section(undefined, undefined, card.summary),
        section(
          'Introduction',
          'introduction',
          [page.introduction, page.description ?? ''].join('\n\n'),
        ),
        ...numbered(page.sections),
        section('Conclusion', 'conclusion', page.conclusion),
      ],
    };
  });
}

function textDocuments(): SearchDocument[] {
  return vedanticTexts.map((card) => {
    const page = vedanticTextPages[card.slug];
    const url = `/resources/vedantic-texts/${card.slug}`;
    return {
      url,
      title: card.title,
      subtitle: `Text · ${card.subtitle}`,
      aliases: slugWords(url),
      sections: [
        section(undefined, undefined, card.overview),
        section('About the Text', 'about-text', page.about),
        section('Key Teachings', 'key-teachings', items(page.keyTeachings)),
        section('Why It’s Useful', 'why-useful', page.whyUseful),
        section('Course Benefits', 'course-benefits', items(page.benefits)),
      ],
    };
  });
}

function meditationDocuments(): SearchDocument[] {
  return meditations.map((card) => {
    const page = meditationPages[card.slug];
    const url = `/meditation/${card.slug}`;
    return {
      url,
      title: card.title,
      subtitle: `Meditation · ${card.pageSubtitle}`,
      aliases: slugWords(url),
      sections: [
        section(undefined, undefined, [card.description, page.introduction].join('\n\n')),
        section(undefined, undefined, [items(page.cards), page.insight].join('\n\n')),
        ...numbered(page.sections),
      ],
    };
  });
}

/** A single screen (Home, About, Resources …): its whole text as one part. */
function screen(url: string, title: string, content: unknown): SearchDocument {
  return {
    url,
    title,
    subtitle: 'Page',
    aliases: slugWords(url),
    sections: [section(undefined, undefined, textOf(content))],
  };
}

function screenDocuments(): SearchDocument[] {
  return [
    screen('/', 'Home', homeContent),
    screen('/about', 'About Pragya Trust', aboutContent),
    screen('/courses', 'Courses', coursesIntro),
    screen('/resources', 'Resources', resourcesContent),
    screen('/meditation', 'Meditation', meditationIntro),
    screen('/events', 'Events', eventsContent),
    screen('/gallery', 'Gallery', galleryContent),
    screen('/blog', 'Blog', blogContent),
    screen('/contact', 'Contact', contactContent),
    {
      url: '/pitcs',
      title: 'PITCs',
      subtitle: `Page · ${pitcsMeta.title}`,
      aliases: 'pitcs pragya institute for transformational consciousness studies',
      sections: [
        section(undefined, undefined, textOf(pitcsIntro)),
        ...keyFeatures.map((feature) => section(feature.title, undefined, textOf(feature))),
      ],
    },
    ...legalPages.map((page) => ({
      url: `/${page.slug}`,
      title: page.title,
      subtitle: 'Page',
      aliases: page.slug.replaceAll('-', ' '),
      sections: [
        section(undefined, undefined, page.intro),
        ...page.sections.map((part) => section(part.heading, undefined, textOf(part))),
      ],
      // Legal text is long and general: it should not outrank a teaching page on a common word.
      weight: 0.5,
    })),
  ];
}

function glossaryDocuments(): SearchDocument[] {
  return glossary.map((term) => ({
    url: `/glossary#${term.slug}`,
    title: term.term,
    subtitle: 'Glossary',
    aliases: [term.slug.replaceAll('-', ' '), term.devanagari, ...(term.forms ?? [])].join(' '),
    sections: [
      section(
        undefined,
        undefined,
        `${term.term} (${term.devanagari}, ${term.pronunciation}): ${term.definition}`,
      ),
      ...(term.verses ?? []).map((verse) =>
        section(
          verse.reference,
          undefined,
          `${verse.iast.replaceAll('\n', ' ')} ${verse.translation}`,
        ),
      ),
    ],
    weight: 0.5,
  }));
}

function readingPathDocument(): SearchDocument {
  return {
    url: '/reading-path',
    title: 'Reading Path',
    subtitle: `Page · ${readingPath.subtitle}`,
    aliases: 'reading path order of study where to begin',
    sections: [
      section(undefined, undefined, readingPath.intro),
      ...readingPath.stages.map((stage, index) =>
        section(stage.title, `stage-${index + 1}`, `${stage.gives} ${stage.preparesFor}`),
      ),
      section(readingPath.practiceHeading, undefined, readingPath.practice),
    ],
  };
}

/** Every page search can find, built from the typed content. */
export function searchDocuments(): SearchDocument[] {
  return [
    ...courseDocuments(),
    ...textDocuments(),
    ...practiceDocuments(),
    ...meditationDocuments(),
    ...classDocuments(),
    ...screenDocuments(),
    readingPathDocument(),
    ...glossaryDocuments(),
  ].map((doc) => ({ ...doc, sections: doc.sections.filter((part) => part.text.trim() !== '') }));
}
