import { Column, Entity, PrimaryColumn } from 'typeorm';

export const ARTICLE_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** An article of the blog (/blog/{slug}); what visitors read is its latest saved text. */
@Entity({ name: 'articles' })
export class Article {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  summary: string | null;

  @Column({ type: 'text' })
  markdown: string;

  @Column({ type: 'varchar', array: true, length: 40, default: () => `'{}'` })
  tags: string[];

  @Column({ name: 'cover_media_id', type: 'uuid', nullable: true })
  coverMediaId: string | null;

  @Column({ type: 'varchar', length: 16 })
  state: ArticleState;

  /** When a scheduled article is to appear (the scheduler publishes it then). */
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  /** The date the article shows: its first publication (kept when it is published again). */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** Who set the schedule: the scheduler's publication is recorded in the audit log as theirs. */
  @Column({ name: 'scheduled_by', type: 'uuid', nullable: true })
  scheduledBy: string | null;

  /** The number of the latest revision (each save adds one). */
  @Column({ type: 'int' })
  revision: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One saved version of an article's text and details, kept for "restore this version". */
@Entity({ name: 'article_revisions' })
export class ArticleRevision {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'article_id', type: 'uuid' })
  articleId: string;

  @Column({ type: 'int' })
  number: number;

  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  summary: string | null;

  @Column({ type: 'text' })
  markdown: string;

  @Column({ type: 'varchar', array: true, length: 40, default: () => `'{}'` })
  tags: string[];

  @Column({ name: 'cover_media_id', type: 'uuid', nullable: true })
  coverMediaId: string | null;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ name: 'author_email', type: 'varchar', length: 254, nullable: true })
  authorEmail: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
