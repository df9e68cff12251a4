import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ADMIN_PAGE_SIZE } from '../admin/admin-query';
import { Article, ArticleRevision, type ArticleState } from './article.entity';
import { NO_ARTICLE } from './article-editor.service';
import {
  adminArticle,
  adminSummary,
  revisionSummary,
  revisionView,
  type AdminArticle,
  type AdminArticleSummary,
  type RevisionSummary,
  type RevisionView,
} from './article-views';
import { DomainError } from '../common/domain-error';

/** What the admin pages read: the articles in every state, one for the editor, its versions. */
@Injectable()
export class AdminArticles {
  constructor(
    @InjectRepository(Article) private readonly articles: Repository<Article>,
    @InjectRepository(ArticleRevision) private readonly revisions: Repository<ArticleRevision>,
  ) {}

  /** Most recently changed first, a page at a time, optionally in one state. */
  async list(
    page: number,
    state?: ArticleState,
  ): Promise<{ items: AdminArticleSummary[]; total: number; page: number; pageSize: number }> {
    const [rows, total] = await this.articles.findAndCount({
      where: state ? { state } : {},
      order: { updatedAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
    });
    return { items: rows.map(adminSummary), total, page, pageSize: ADMIN_PAGE_SIZE };
  }

  async get(id: string): Promise<AdminArticle> {
    const article = await this.articles.findOneBy({ id });
    if (!article) throw new DomainError('not-found', NO_ARTICLE);
    return adminArticle(article);
  }

  /** Newest first. */
  async revisionsOf(id: string): Promise<RevisionSummary[]> {
    await this.get(id);
    const rows = await this.revisions.find({
      where: { articleId: id },
      order: { number: 'DESC' },
    });
    return rows.map(revisionSummary);
  }

  async revision(id: string, revisionId: string): Promise<RevisionView> {
    const row = await this.revisions.findOneBy({ id: revisionId, articleId: id });
    if (!row) throw new DomainError('not-found', 'That article has no such version.');
    return revisionView(row);
  }
}
