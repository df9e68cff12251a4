import type { ArticleState } from './article.entity';
import { DomainError } from '../common/domain-error';

export type ArticleAuditAction =
  'article.published' | 'article.unpublished' | 'article.scheduled' | 'article.unscheduled';

interface Placement {
  state: ArticleState;
  publishAt: Date | null;
  publishedAt: Date | null;
}

export interface StateChange extends Placement {
  /** What the audit log records for this change (nothing when the state stays as it was). */
  actions: ArticleAuditAction[];
}

/**
 * The states an article moves through: draft → published (now) or scheduled (at a time, then
 * published by the scheduler); published → unpublished → published again (keeping its first
 * date); a schedule can be moved or cancelled (back to draft). `current` is null for a new article.
 * Throws a 400 with the sentence for a move that makes no sense.
 */
export function changeState(
  current: Placement | null,
  requested: ArticleState | undefined,
  publishAt: Date | undefined,
  now: Date,
): StateChange {
  const from = current ?? { state: 'draft' as const, publishAt: null, publishedAt: null };
  const to = requested ?? from.state;
  if (publishAt && to !== 'scheduled') {
    throw new DomainError('invalid', 'A publication time is given only for a scheduled article.');
  }
  switch (to) {
    case 'draft':
      if (from.state === 'published') {
        throw new DomainError(
          'invalid',
          'A published article is taken off the site by unpublishing it, not by making it a draft.',
        );
      }
      return {
        state: 'draft',
        publishAt: null,
        publishedAt: from.publishedAt,
        actions: from.state === 'scheduled' ? ['article.unscheduled'] : [],
      };
    case 'published':
      return {
        state: 'published',
        publishAt: null,
        publishedAt: from.publishedAt ?? now,
        actions: from.state === 'published' ? [] : ['article.published'],
      };
    case 'unpublished':
      if (from.state === 'unpublished') return { ...from, actions: [] };
      if (from.state !== 'published') {
        throw new DomainError('invalid', 'Only a published article can be unpublished.');
      }
      return { ...from, state: 'unpublished', actions: ['article.unpublished'] };
    case 'scheduled': {
      if (from.state === 'published') {
        throw new DomainError(
          'invalid',
          'This article is already published; unpublish it first to schedule it again.',
        );
      }
      const at = publishAt ?? (from.state === 'scheduled' ? from.publishAt : null);
      if (!at) {
        throw new DomainError(
          'invalid',
          'Please give the time (India time) to publish the article.',
        );
      }
      if (at.getTime() <= now.getTime()) {
        throw new DomainError(
          'invalid',
          'The publication time has passed; choose a later time, or publish the article now.',
        );
      }
      const moved = from.state !== 'scheduled' || from.publishAt?.getTime() !== at.getTime();
      return {
        state: 'scheduled',
        publishAt: at,
        publishedAt: from.publishedAt,
        actions: moved ? ['article.scheduled'] : [],
      };
    }
  }
}
