import type { Schema } from '../../lib/api-schema';
import { istDay } from '../../lib/time';

/** The blog's answers from the API (src/articles/dto/article-views.dto.ts). */
export type ArticleCard = Schema<'ArticleCardView'>;
export type ArticleList = Schema<'ArticleListView'>;
export type CoverVariant = Schema<'MediaVariantView'>;
export type ArticleCover = Schema<'ArticleCoverView'>;
export type PublicArticle = Schema<'PublicArticleView'>;

/** "26 November 2026": the day in India, where the trust writes. */
export function articleDate(iso: string): string {
  return istDay(iso) ?? '';
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
