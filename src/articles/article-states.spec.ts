import { DomainError } from '../common/domain-error';
import { changeState } from './article-states';

const now = new Date('2026-12-01T02:00:00Z');
const later = new Date('2026-12-02T02:00:00Z');
const earlier = new Date('2026-11-20T02:00:00Z');

describe('changeState', () => {
  it('publishes a new article now, and records it', () => {
    expect(changeState(null, 'published', undefined, now)).toEqual({
      state: 'published',
      publishAt: null,
      publishedAt: now,
      actions: ['article.published'],
    });
  });

  it('keeps the first publication date when an unpublished article is published again', () => {
    const current = { state: 'unpublished' as const, publishAt: null, publishedAt: earlier };
    expect(changeState(current, 'published', undefined, now).publishedAt).toBe(earlier);
  });

  it('schedules only at a future time, and only with a time', () => {
    expect(changeState(null, 'scheduled', later, now)).toMatchObject({
      state: 'scheduled',
      publishAt: later,
      actions: ['article.scheduled'],
    });
    expect(() => changeState(null, 'scheduled', earlier, now)).toThrow(DomainError);
    expect(() => changeState(null, 'scheduled', undefined, now)).toThrow(/give the time/);
  });

  it('refuses moves that make no sense', () => {
    const draft = { state: 'draft' as const, publishAt: null, publishedAt: null };
    const published = { state: 'published' as const, publishAt: null, publishedAt: earlier };
    expect(() => changeState(draft, 'unpublished', undefined, now)).toThrow(/Only a published/);
    expect(() => changeState(published, 'draft', undefined, now)).toThrow(/unpublishing/);
    expect(() => changeState(published, 'scheduled', later, now)).toThrow(/already published/);
    expect(() => changeState(draft, 'draft', later, now)).toThrow(/only for a scheduled/);
  });

  it('cancels a schedule by making the article a draft again', () => {
    const scheduled = { state: 'scheduled' as const, publishAt: later, publishedAt: null };
    expect(changeState(scheduled, 'draft', undefined, now)).toEqual({
      state: 'draft',
      publishAt: null,
      publishedAt: null,
      actions: ['article.unscheduled'],
    });
    expect(changeState(scheduled, undefined, undefined, now).actions).toEqual([]);
  });
});
