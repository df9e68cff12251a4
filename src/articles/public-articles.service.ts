import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { istDate } from '../common/india-time-format';
import {
  readingMinutes,
  renderMarkdown,
  textSections,
  type MarkdownHeading,
} from '../common/markdown';
import type { PublishedSearchDocument } from '../ssr/render-contract';
import type { MediaView } from '../media/dto/media.dto';
import { MediaLibraryService } from '../media/media-library.service';
import { devanagariCharacters, faceVersion } from '../fonts/devanagari-characters';
import { Article } from './article.entity';
import { DomainError } from '../common/domain-error';

/** Articles on a page of /blog. */
export const PUBLIC_PAGE_SIZE = 10;

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

export interface ArticleLink {
  slug: string;
  title: string;
}

/** The cover photograph as the page shows it: its alt text, size, variants and share image. */
export type ArticleCover = Pick<MediaView, 'alt' | 'width' | 'height' | 'variants' | 'shareUrl'>;

export interface PublicArticle extends ArticleCard {
  html: string;
  /** Null when there is none, or it has been deleted from the media library since. */
  cover: ArticleCover | null;
  headings: MarkdownHeading[];
  /** True when the text has Devanāgarī (the page then needs the Devanāgarī face). */
  devanagari: boolean;
  /** The address of the article's own cut of the Devanāgarī face, when it has Devanāgarī. */
  devanagariFace: string | null;
  /** The article published before this one, and the one after. */
  previous: ArticleLink | null;
  next: ArticleLink | null;
}

export interface ArticleList {
  items: ArticleCard[];
  page: number;
  pages: number;
  total: number;
  tag: string | null;
  /** Every tag of the published articles, most used first. */
  tags: Array<{ name: string; count: number }>;
}

function card(article: Article): ArticleCard {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    tags: article.tags,
    coverMediaId: article.coverMediaId,
    publishedAt: (article.publishedAt ?? article.createdAt).toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    readingMinutes: readingMinutes(article.markdown),
  };
}

/** What visitors read: published articles only, newest first. */
@Injectable()
export class PublicArticles {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly media: MediaLibraryService,
  ) {}

  private async cover(id: string | null): Promise<ArticleCover | null> {
    if (!id) return null;
    try {
      const { alt, width, height, variants, shareUrl } = await this.media.one(id);
      return { alt, width, height, variants, shareUrl };
    } catch {
      return null;
    }
  }

  private get articles() {
    return this.db.getRepository(Article);
  }

  private published() {
    return this.articles
      .createQueryBuilder('article')
      .where(`article.state = 'published'`)
      .orderBy('article.published_at', 'DESC')
      .addOrderBy('article.id', 'DESC');
  }

  async list(page: number, tag?: string): Promise<ArticleList> {
    const query = this.published();
    if (tag) query.andWhere(':tag = ANY(article.tags)', { tag });
    const [rows, total] = await query
      .skip((page - 1) * PUBLIC_PAGE_SIZE)
      .take(PUBLIC_PAGE_SIZE)
      .getManyAndCount();
    const tags = (await this.db.query(
      `SELECT tag AS name, count(*)::int AS count
       FROM articles, unnest(tags) AS tag WHERE state = 'published'
       GROUP BY tag ORDER BY count DESC, tag LIMIT 50`,
    )) as Array<{ name: string; count: number }>;
    return {
      items: rows.map(card),
      page,
      pages: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)),
      total,
      tag: tag ?? null,
      tags,
    };
  }

  async bySlug(slug: string): Promise<PublicArticle> {
    const article = await this.articles.findOneBy({ slug, state: 'published' });
    if (!article)
      throw new DomainError('not-found', 'There is no published article at this address.');
    const published = article.publishedAt ?? article.createdAt;
    const neighbour = async (older: boolean): Promise<ArticleLink | null> => {
      const row = await this.articles
        .createQueryBuilder('article')
        .select(['article.slug', 'article.title'])
        .where(`article.state = 'published'`)
        .andWhere(
          older
            ? '(article.published_at, article.id) < (:at, :id)'
            : '(article.published_at, article.id) > (:at, :id)',
          { at: published, id: article.id },
        )
        .orderBy('article.published_at', older ? 'DESC' : 'ASC')
        .addOrderBy('article.id', older ? 'DESC' : 'ASC')
        .getOne();
      return row ? { slug: row.slug, title: row.title } : null;
    };
    const rendered = renderMarkdown(article.markdown);
    const characters = devanagariCharacters(article.markdown);
    return {
      ...card(article),
      html: rendered.html,
      cover: await this.cover(article.coverMediaId),
      headings: rendered.headings,
      devanagari: rendered.devanagari,
      devanagariFace: characters
        ? `/blog/${article.slug}/devanagari-${faceVersion(characters)}.woff2`
        : null,
      readingMinutes: rendered.readingMinutes,
      previous: await neighbour(true),
      next: await neighbour(false),
    };
  }

  /** The Devanāgarī characters a published article writes and their version, or null. */
  async devanagariFace(slug: string): Promise<{ characters: string; version: string } | null> {
    const article = await this.articles.findOne({
      where: { slug, state: 'published' },
      select: { id: true, markdown: true },
    });
    const characters = article ? devanagariCharacters(article.markdown) : '';
    return characters ? { characters, version: faceVersion(characters) } : null;
  }

  /** The newest published articles with their text, for the feed. */
  async latest(count: number): Promise<Array<ArticleCard & { html: string }>> {
    const rows = await this.published().take(count).getMany();
    return rows.map((article) => ({
      ...card(article),
      html: renderMarkdown(article.markdown).html,
    }));
  }

  /** Every published article as the site search indexes it: title, summary, tags and text. */
  async searchDocuments(): Promise<PublishedSearchDocument[]> {
    const rows = await this.published().getMany();
    return rows.map((article) => ({
      url: `/blog/${article.slug}`,
      title: article.title,
      subtitle: `Article · ${istDate(article.publishedAt ?? article.createdAt)}`,
      aliases: [article.slug.replaceAll('-', ' '), ...article.tags].join(' '),
      sections: [
        ...(article.summary ? [{ text: article.summary }] : []),
        ...textSections(article.markdown),
      ],
    }));
  }

  /** Every published article's address and last change, for sitemap.xml. */
  async sitemap(): Promise<Array<{ path: string; lastmod: Date }>> {
    const rows = (await this.db.query(
      `SELECT slug, updated_at FROM articles WHERE state = 'published' ORDER BY published_at DESC`,
    )) as Array<{ slug: string; updated_at: Date | string }>;
    return rows.map((row) => ({ path: `/blog/${row.slug}`, lastmod: new Date(row.updated_at) }));
  }
}
