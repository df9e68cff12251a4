import type { Article, ArticleRevision, ArticleState } from './article.entity';
import { indiaLocalTime } from './india-time';

/** An article as the admin pages list it. */
export interface AdminArticleSummary {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  tags: string[];
  coverMediaId: string | null;
  state: ArticleState;
  /** For a scheduled article: when it appears (ISO, UTC) and the same time in India. */
  publishAt: string | null;
  publishAtIndia: string | null;
  publishedAt: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** One article for the editor: its summary and its Markdown. */
export interface AdminArticle extends AdminArticleSummary {
  markdown: string;
}

export interface RevisionSummary {
  id: string;
  number: number;
  title: string;
  authorEmail: string | null;
  createdAt: string;
}

export interface RevisionView extends RevisionSummary {
  slug: string;
  summary: string | null;
  markdown: string;
  tags: string[];
  coverMediaId: string | null;
}

export function adminSummary(article: Article): AdminArticleSummary {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    tags: article.tags,
    coverMediaId: article.coverMediaId,
    state: article.state,
    publishAt: article.publishAt?.toISOString() ?? null,
    publishAtIndia: article.publishAt ? indiaLocalTime(article.publishAt) : null,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    revision: article.revision,
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
  };
}

export function adminArticle(article: Article): AdminArticle {
  return { ...adminSummary(article), markdown: article.markdown };
}

export function revisionSummary(revision: ArticleRevision): RevisionSummary {
  return {
    id: revision.id,
    number: revision.number,
    title: revision.title,
    authorEmail: revision.authorEmail,
    createdAt: revision.createdAt.toISOString(),
  };
}

export function revisionView(revision: ArticleRevision): RevisionView {
  return {
    ...revisionSummary(revision),
    slug: revision.slug,
    summary: revision.summary,
    markdown: revision.markdown,
    tags: revision.tags,
    coverMediaId: revision.coverMediaId,
  };
}
