/** The blog's answers from the API (src/articles/public-articles.service.ts). */
export interface ArticleCard {
  slug: string;
  title: string;
  summary: string | null;
  tags: string[];
  coverMediaId: string | null;
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
}

export interface ArticleList {
  items: ArticleCard[];
  page: number;
  pages: number;
  total: number;
  tag: string | null;
  tags: Array<{ name: string; count: number }>;
}

export interface CoverVariant {
  url: string;
  width: number;
  height: number;
  format: string;
}

export interface ArticleCover {
  alt: string;
  width: number;
  height: number;
  variants: CoverVariant[];
  shareUrl: string;
}

export interface PublicArticle extends ArticleCard {
  html: string;
  cover: ArticleCover | null;
  headings: Array<{ level: number; id: string; text: string }>;
  devanagari: boolean;
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
}

const dateInIndia = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "26 November 2026": the day in India, where the trust writes. */
export function articleDate(iso: string): string {
  return dateInIndia.format(new Date(iso));
}

/** The address of a page of the list, with its tag. */
export function blogHref(page: number, tag: string | null): string {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : '/blog';
}

export const readingTime = (minutes: number) => `${minutes} min read`;
