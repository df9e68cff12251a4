/**
 * Shapes of the site's typed content. Each family module under client/content/ exports an ordered
 * array of one of these shapes plus a `find…(slug)` lookup; page templates render them.
 * Long text fields are plain strings: paragraphs separated by a blank line ("\n\n").
 * Sanskrit terms use IAST diacritics consistently (e.g. Ādi Śaṅkarācārya, Dṛg-Dṛśya-Viveka).
 */

export type Level =
  | 'Beginner'
  | 'Intermediate'
  | 'Advanced'
  | 'All Levels'
  | 'Intermediate to Advanced'
  | 'Beginner to Intermediate';

/** A titled block of prose, optionally followed by a list. */
export interface Section {
  heading: string;
  /** Paragraphs separated by "\n\n". May be empty when `items` carries the content. */
  body: string;
  items?: ListItem[];
  /** Render `items` as an ordered list. */
  ordered?: boolean;
}

/** A list item: a short bold name and its explanation, or just text. */
export interface ListItem {
  name?: string;
  text: string;
}

/**
 * Each family below comes in two parts: its cards (what lists, cards, links, the heads of list
 * pages and the sitemap need) in `{family}.ts`, and its page bodies (the long fields only the
 * family's own detail page shows) in `{family}-pages.ts`, keyed by slug. Pages that only list or
 * link to an entry import the cards alone, so the bodies never load where they are not shown.
 */

/** What lists and links show of a course on a Vedānta text (/courses/{slug}). */
export interface CourseCard {
  slug: string;
  title: string;
  subtitle: string;
  type: 'upcoming' | 'previous';
  /** e.g. "8–10 weeks"; previous courses: "Completed". */
  duration: string;
  level: Level;
  /** One or two sentences for cards and the meta description (<= 160 chars). */
  summary: string;
  /** https://www.youtube.com/playlist?list=… for previous courses (the card links to it too). */
  playlistUrl?: string;
}

/** The rest of a course's page, shown only on /courses/{slug}. */
export interface CourseBody {
  /** Traditional author as the course names it, e.g. "Ādi Śaṅkarācārya". */
  author?: string;
  /** Course Overview: paragraphs separated by "\n\n". */
  description: string;
  /** Why Study This Course? */
  whyStudy: ListItem[];
  objectives: string[];
  /** Course Structure, in order. */
  courseFlow: ListItem[];
  prerequisites: string;
  /** Who this course is for. */
  audience: string[];
  /** e.g. "Guided readings, discussion and contemplative practice". */
  format: string;
  outcome: string;
  /** A one-line recommendation shown in the level banner. */
  levelNote: string;
  hasYoutube: boolean;
  /** Slug of the matching text under /resources/vedantic-texts/, if any. */
  textSlug?: string;
}

/** A course with its whole page. */
export type Course = CourseCard & CourseBody;

/** What lists and links show of a practice under /courses/other/{slug} ("Other Courses"). */
export interface PracticeCard {
  slug: string;
  /** Title on cards ("Swadhyay n Path" style names are resolved: one spelling per name). */
  title: string;
  subtitle: string;
  /** Level shown on list cards. */
  listLevel: Level;
  /** Whether the practice has a card in the Courses list (puja-path has a page but no card). */
  listed: boolean;
  /** Card text, one or two sentences. */
  description: string;
}

/** The rest of a practice's page, shown only on /courses/other/{slug}. */
export interface PracticeBody {
  /** Level shown on the page's level banner. */
  pageLevel: Level;
  /** Introduction paragraphs; the page's meta description is its first 160 characters. */
  introduction: string;
  /** "What is {title}?" */
  what: string;
  philosophicalRoots: string;
  /** Heading of the steps section: "How to Practice" ("How to Approach It" for Sahajawastha). */
  howHeading: string;
  howToApproach: ListItem[];
  benefits: ListItem[];
  caution: string;
  reflection: string;
  levelNote: string;
  /** Extra cards (the Jap practice page's four cards). */
  cards?: ListItem[];
}

/** A practice with its whole page. */
export type Practice = PracticeCard & PracticeBody;

/**
 * What lists and links show of a class under /courses/few-more/{slug}. Its options are here too:
 * each announced option has a coming-soon page of its own, which names it.
 */
export interface FewMoreClassCard {
  slug: string;
  badge: string;
  title: string;
  subtitle: string;
  summary: string;
  options?: CourseOption[];
}

/** The rest of a class's page, shown only on /courses/few-more/{slug}. */
export interface FewMoreClassBody {
  introduction: string;
  description?: string;
  /** Per-class sections after the introduction, in order (Key Principles, Dimensions of Yoga, …). */
  sections: Section[];
  /** Verses the class cites, shown in Devanāgarī, IAST and translation. */
  verses?: Verse[];
  conclusion: string;
}

/** A class with its whole page. */
export type FewMoreClass = FewMoreClassCard & FewMoreClassBody;

export interface CourseOption {
  title: string;
  description: string;
  label: string;
  href: string;
  external: boolean;
  comingSoon: boolean;
}

/**
 * A verse as the pages show it: the Devanāgarī (checked against the edition docs/decisions/0141
 * names), its IAST (the Devanāgarī transliterated: content/verses.spec.ts checks it), our own
 * translation and its reference. Lines are separated by "\n".
 */
export interface Verse {
  reference: string;
  devanagari: string;
  iast: string;
  translation: string;
}

/** What lists and links show of a text under /resources/vedantic-texts/{slug}. */
export interface VedanticTextCard {
  slug: string;
  title: string;
  /** The title in Devanāgarī, as the text names itself (not a Hindi form). */
  devanagari?: string;
  subtitle: string;
  /** Card text. */
  overview: string;
}

/** The rest of a text's page, shown only on /resources/vedantic-texts/{slug}. */
export interface VedanticTextBody {
  author?: string;
  about: string;
  keyTeachings: ListItem[];
  whyUseful: string;
  benefits: ListItem[];
  /** Slug of the matching course under /courses/, if any. */
  courseSlug?: string;
  /** Key verses, shown in Devanāgarī, IAST and translation. */
  verses?: Verse[];
}

/** A text with its whole page. */
export type VedanticText = VedanticTextCard & VedanticTextBody;

/** What the list and the page's head show of a practice under /meditation/{slug}. */
export interface MeditationCard {
  slug: string;
  title: string;
  /** Subtitle on the list card. */
  subtitle: string;
  /** Subtitle on the practice page (and in its title). */
  pageSubtitle: string;
  /** lucide-react icon name, e.g. "Flower2". */
  icon: string;
  /** Card text and lead paragraph. */
  description: string;
}

/** The rest of a meditation practice's page, shown only on /meditation/{slug}. */
export interface MeditationBody {
  introduction: string;
  cards: ListItem[];
  insight: string;
  sections: Section[];
  ctaHeading: string;
}

/** A meditation practice with its whole page. */
export type Meditation = MeditationCard & MeditationBody;

/** A PITCs key feature. */
export interface KeyFeature {
  id: string;
  title: string;
  subtitle: string;
  icon: string;
  brief: string;
  introduction: string;
  /** Lead-in sentence before the parts, if any. */
  explanationLead?: string;
  explanation: ListItem[];
  explanationClose?: string;
  whyItMatters: string;
  benefits: string[];
}

/** A legal page. */
export interface LegalPage {
  slug: string;
  title: string;
  /** Title in the browser tab and share tags. */
  metaTitle: string;
  description: string;
  /** "20/8/2025" or undefined. */
  effective?: string;
  intro: string;
  sections: Section[];
  /** A highlighted closing section (the disclaimer's "Use at Own Risk"). */
  highlight?: Section;
}

/** Head tags of a page: title (brand rule applies) and description (<= 160 characters). */
export interface PageMeta {
  title: string;
  description: string;
}

/** A labelled link or button. */
export interface LinkButton {
  label: string;
  href: string;
}
