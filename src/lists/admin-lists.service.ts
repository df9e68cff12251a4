import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { COURSE_LISTS, NEWS_LIST, findCourseList } from './course-lists';
import type { SubscriptionStatus } from './list-subscription.entity';
import { DomainError } from '../common/domain-error';

export interface ListCounts {
  courseSlug: string;
  title: string;
  confirmed: number;
  pending: number;
}

export interface Subscriber {
  email: string;
  name: string | null;
  status: SubscriptionStatus;
  member: boolean;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export const SUBSCRIBERS_PAGE = 100;
/** Rows per read of an export: the file streams in batches of this many. */
const EXPORT_BATCH = 500;

interface SubscriberRow {
  id: string;
  email: string;
  name: string | null;
  status: SubscriptionStatus;
  user_id: string | null;
  created_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    email: row.email,
    name: row.name,
    status: row.status,
    member: row.user_id !== null,
    createdAt: new Date(row.created_at),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
    unsubscribedAt: row.unsubscribed_at ? new Date(row.unsubscribed_at) : null,
  };
}

const COLUMNS = `id, email, name, status, user_id, created_at, confirmed_at, unsubscribed_at`;

/** What the admin pages read about the lists: counts, the people on a list, the export. */
@Injectable()
export class AdminListsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A list key the admin may open: a known course, or the news. */
  checkList(list: string): string {
    if (list !== NEWS_LIST && !findCourseList(list)) {
      throw new DomainError('not-found', 'There is no list with that name.');
    }
    return list;
  }

  /** Every upcoming course, and any other course someone registered for, with its counts. */
  async counts(): Promise<ListCounts[]> {
    const rows = (await this.db.query(
      `SELECT list,
              count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
              count(*) FILTER (WHERE status = 'pending')::int AS pending
       FROM list_subscriptions WHERE list <> $1 GROUP BY list`,
      [NEWS_LIST],
    )) as Array<{ list: string; confirmed: number; pending: number }>;
    const byList = new Map(rows.map((row) => [row.list, row]));
    return COURSE_LISTS.filter((course) => course.upcoming || byList.has(course.slug)).map(
      (course) => ({
        courseSlug: course.slug,
        title: course.title,
        confirmed: byList.get(course.slug)?.confirmed ?? 0,
        pending: byList.get(course.slug)?.pending ?? 0,
      }),
    );
  }

  /** One page of a list, newest first. */
  async subscribers(
    list: string,
    page: number,
    status?: SubscriptionStatus,
  ): Promise<{
    total: number;
    confirmed: number;
    pending: number;
    page: number;
    pageSize: number;
    items: Subscriber[];
  }> {
    this.checkList(list);
    const [counts] = (await this.db.query(
      `SELECT count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
              count(*) FILTER (WHERE status = 'pending')::int AS pending
       FROM list_subscriptions WHERE list = $1`,
      [list],
    )) as Array<{ confirmed: number; pending: number }>;
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM list_subscriptions
       WHERE list = $1 AND ($2::varchar IS NULL OR status = $2)`,
      [list, status ?? null],
    )) as Array<{ total: number }>;
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM list_subscriptions
       WHERE list = $1 AND ($2::varchar IS NULL OR status = $2)
       ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [list, status ?? null, SUBSCRIBERS_PAGE, (page - 1) * SUBSCRIBERS_PAGE],
    )) as SubscriberRow[];
    return {
      total,
      ...counts,
      page,
      pageSize: SUBSCRIBERS_PAGE,
      items: rows.map(toSubscriber),
    };
  }

  /** Every row of a list, read in keyset batches for a streamed export. */
  async *allSubscribers(list: string): AsyncIterable<Subscriber> {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const rows = (await this.db.query(
        `SELECT ${COLUMNS} FROM list_subscriptions
         WHERE list = $1 AND ($2::timestamptz IS NULL OR (created_at, id) > ($2, $3::uuid))
         ORDER BY created_at, id LIMIT $4`,
        [list, after?.createdAt ?? null, after?.id ?? null, EXPORT_BATCH],
      )) as SubscriberRow[];
      for (const row of rows) yield toSubscriber(row);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      after = { createdAt: last.created_at, id: last.id };
    }
  }
}
