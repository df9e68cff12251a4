import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../admin/audit/audit.service';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import { isUniqueViolation } from '../common/unique-violation';
import { SiteRevision } from '../site-revision/site-revision.service';
import { Article, ArticleRevision } from './article.entity';
import { slugFromTitle } from './article-slugs';
import { changeState, type StateChange } from './article-states';
import type { CreateArticleDto, UpdateArticleDto } from './dto/article.dto';
import { parseIndiaTime } from './india-time';
import { DomainError } from '../common/domain-error';

export const NO_ARTICLE = 'There is no article with that number.';
const NO_REVISION = 'That article has no such version.';

type Content = Pick<Article, 'slug' | 'title' | 'summary' | 'markdown' | 'tags' | 'coverMediaId'>;

const CONTENT_FIELDS = ['slug', 'title', 'summary', 'markdown', 'tags', 'coverMediaId'] as const;

/** Tags as given, each once (compared without regard to case). */
function distinctTags(tags: string[] | undefined): string[] | undefined {
  if (!tags) return undefined;
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function publishTime(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const time = parseIndiaTime(value);
  if (!time) {
    throw new DomainError(
      'invalid',
      'Please give the publication time as a date and time in India time, e.g. 2026-12-01T07:30.',
    );
  }
  return time;
}

function sameContent(a: Content, b: Content): boolean {
  return CONTENT_FIELDS.every((field) =>
    field === 'tags' ? a.tags.join('\n') === b.tags.join('\n') : a[field] === b[field],
  );
}

/**
 * Writing articles: create, change (text, details and state), restore a saved version, delete.
 * Every save that changes the text or details keeps a revision; publishing, unpublishing,
 * scheduling and deleting go in the admin audit log in the same transaction; a change to what
 * visitors see clears the render cache on every replica once committed.
 */
@Injectable()
export class ArticleEditor {
  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly siteRevision: SiteRevision,
  ) {}

  async create(dto: CreateArticleDto, principal: Principal): Promise<{ id: string; slug: string }> {
    const now = this.clock.now();
    const placement = changeState(null, dto.state, publishTime(dto.publishAt), now);
    const id = randomUUID();
    const saved = await this.write(async (manager) => {
      const slug = dto.slug ?? (await this.freeSlug(manager, slugFromTitle(dto.title)));
      await this.checkSlug(manager, slug, null);
      const article: Article = {
        id,
        slug,
        title: dto.title,
        summary: dto.summary || null,
        markdown: dto.markdown,
        tags: distinctTags(dto.tags) ?? [],
        coverMediaId: dto.coverMediaId ?? null,
        state: placement.state,
        publishAt: placement.publishAt,
        publishedAt: placement.publishedAt,
        scheduledBy: placement.state === 'scheduled' ? principal.id : null,
        revision: 1,
        createdAt: now,
        updatedAt: now,
      };
      await manager.getRepository(Article).insert(article);
      await this.addRevision(manager, article, principal, now);
      await this.record(principal, article, placement);
      return article;
    });
    if (saved.state === 'published') await this.siteRevision.changed();
    return { id, slug: saved.slug };
  }

  async update(
    id: string,
    dto: UpdateArticleDto,
    principal: Principal,
  ): Promise<{ id: string; slug: string }> {
    const now = this.clock.now();
    const publishAt = publishTime(dto.publishAt);
    const { before, after } = await this.write(async (manager) => {
      const article = await this.locked(manager, id);
      const before = { ...article };
      const placement = changeState(article, dto.state, publishAt, now);
      const content: Content = {
        slug: dto.slug ?? article.slug,
        title: dto.title ?? article.title,
        summary: dto.summary === undefined ? article.summary : dto.summary || null,
        markdown: dto.markdown ?? article.markdown,
        tags: distinctTags(dto.tags) ?? article.tags,
        coverMediaId: dto.coverMediaId === undefined ? article.coverMediaId : dto.coverMediaId,
      };
      if (content.slug !== article.slug) await this.checkSlug(manager, content.slug, id);
      const edited = !sameContent(content, article);
      Object.assign(article, content, {
        state: placement.state,
        publishAt: placement.publishAt,
        publishedAt: placement.publishedAt,
        scheduledBy: placement.actions.includes('article.scheduled')
          ? principal.id
          : article.scheduledBy,
        revision: edited ? article.revision + 1 : article.revision,
        updatedAt: now,
      });
      await manager.getRepository(Article).save(article);
      if (edited) await this.addRevision(manager, article, principal, now);
      await this.record(principal, article, placement);
      return { before, after: article };
    });
    if (before.state === 'published' || after.state === 'published') {
      await this.siteRevision.changed();
    }
    return { id, slug: after.slug };
  }

  /** Makes a saved version the current text (as a new revision); the address stays as it is. */
  async restore(
    id: string,
    revisionId: string,
    principal: Principal,
  ): Promise<{ id: string; slug: string; revision: number }> {
    const now = this.clock.now();
    const article = await this.write(async (manager) => {
      const article = await this.locked(manager, id);
      const revision = await manager
        .getRepository(ArticleRevision)
        .findOneBy({ id: revisionId, articleId: id });
      if (!revision) throw new DomainError('not-found', NO_REVISION);
      Object.assign(article, {
        title: revision.title,
        summary: revision.summary,
        markdown: revision.markdown,
        tags: revision.tags,
        coverMediaId: revision.coverMediaId,
        revision: article.revision + 1,
        updatedAt: now,
      });
      await manager.getRepository(Article).save(article);
      await this.addRevision(manager, article, principal, now);
      await this.audit.record({
        actor: principal,
        action: 'article.restored',
        targetType: 'article',
        targetId: id,
        detail: { slug: article.slug, from: revision.number, revision: article.revision },
      });
      return article;
    });
    if (article.state === 'published') await this.siteRevision.changed();
    return { id, slug: article.slug, revision: article.revision };
  }

  async remove(id: string, principal: Principal): Promise<{ id: string; slug: string }> {
    const article = await this.write(async (manager) => {
      const article = await this.locked(manager, id);
      await manager.getRepository(Article).delete({ id });
      await this.audit.record({
        actor: principal,
        action: 'article.deleted',
        targetType: 'article',
        targetId: id,
        detail: { slug: article.slug, title: article.title, state: article.state },
      });
      return article;
    });
    if (article.state === 'published') await this.siteRevision.changed();
    return { id, slug: article.slug };
  }

  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      try {
        return await work(manager);
      } catch (error) {
        // Two saves racing for one address: the second learns it as the first check would say.
        if (isUniqueViolation(error, 'articles_slug')) {
          throw new DomainError('conflict', 'Another article already has this address.');
        }
        throw error;
      }
    });
  }

  private async locked(manager: EntityManager, id: string): Promise<Article> {
    const article = await manager
      .getRepository(Article)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!article) throw new DomainError('not-found', NO_ARTICLE);
    return article;
  }

  private async checkSlug(manager: EntityManager, slug: string, ownId: string | null) {
    const other = await manager.getRepository(Article).findOneBy({ slug });
    if (other && other.id !== ownId) {
      throw new DomainError(
        'conflict',
        `Another article already has the address /blog/${slug}; please choose another.`,
      );
    }
  }

  /** The title's slug, or it with -2, -3… when an article already has it. */
  private async freeSlug(manager: EntityManager, base: string): Promise<string> {
    const rows = (await manager.query(`SELECT slug FROM articles WHERE slug = $1 OR slug LIKE $2`, [
      base,
      `${base}-%`,
    ])) as Array<{ slug: string }>;
    const taken = new Set(rows.map((row) => row.slug));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) {
      if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
    }
  }

  private async addRevision(
    manager: EntityManager,
    article: Article,
    principal: Principal,
    now: Date,
  ): Promise<void> {
    await manager.getRepository(ArticleRevision).insert({
      id: randomUUID(),
      articleId: article.id,
      number: article.revision,
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      markdown: article.markdown,
      tags: article.tags,
      coverMediaId: article.coverMediaId,
      authorId: principal.id,
      authorEmail: principal.user.email,
      createdAt: now,
    });
  }

  private async record(principal: Principal, article: Article, change: StateChange): Promise<void> {
    for (const action of change.actions) {
      await this.audit.record({
        actor: principal,
        action,
        targetType: 'article',
        targetId: article.id,
        detail: {
          slug: article.slug,
          title: article.title,
          ...(action === 'article.scheduled' ? { publishAt: article.publishAt } : {}),
        },
      });
    }
  }
}
