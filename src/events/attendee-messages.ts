import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import type { CalendarEvent } from './event.entity';

/**
 * The announcement list of an event's registrants (named in the mails by listTitle): a list key
 * like a course's (lower case, digits, hyphens), which no course slug can take (`event-` + a UUID).
 */
export function eventList(eventId: string): string {
  return `event-${eventId}`;
}

export interface AttendeeMessage {
  event: CalendarEvent;
  /** A condition on event_registrations; `$now` and `$start` stand for the times. */
  where: string;
  start?: Date;
  subject: string;
  text: string;
  admin: Principal;
}

/**
 * Writing to an event's registrants goes through the announcement queue of the lists
 * (src/lists/announcement-sender.ts, docs/decisions/0101-announcement-queue.md), not a second
 * queue: the registrants are written onto the event's own list (`event-<id>`, confirmed: they
 * gave the address for this event; someone who left that list stays off it), and an announcement
 * with one delivery per address is queued in the caller's transaction. The sender then mails them
 * at the site's rate, across replicas and restarts, each with its unsubscribe link.
 */
@Injectable()
export class AttendeeMessages {
  constructor(private readonly clock: Clock) {}

  async queueAnnouncement(
    manager: EntityManager,
    message: AttendeeMessage,
  ): Promise<{ id: string; total: number }> {
    const now = this.clock.now();
    const list = eventList(message.event.id);
    const params: unknown[] = [message.event.id, now];
    let condition = message.where.replace(/\$now/g, '$2');
    if (message.start) {
      params.push(message.start);
      condition = condition.replace(/\$start/g, `$${params.length}`);
    }
    const registrants = `SELECT email FROM event_registrations WHERE event_id = $1 AND (${condition})`;
    const listParam = `$${params.length + 1}`;
    await manager.query(
      `INSERT INTO list_subscriptions (id, list, email, name, user_id, status, created_at, confirmed_at)
       SELECT gen_random_uuid(), ${listParam}, r.email, r.name, r.user_id, 'confirmed', $2, $2
       FROM (SELECT DISTINCT ON (email) email, name, user_id FROM event_registrations
             WHERE event_id = $1 AND (${condition}) ORDER BY email, created_at) r
       ON CONFLICT (list, email) DO NOTHING`,
      [...params, list],
    );
    const id = randomUUID();
    await manager.query(
      `INSERT INTO announcements (id, list, subject, text, author_id, state, total, created_at)
       VALUES ($1, $2, $3, $4, $5, 'sending', 0, $6)`,
      [id, list, message.subject, message.text, message.admin.user.id, now],
    );
    const idParam = `$${params.length + 2}`;
    await manager.query(
      `INSERT INTO announcement_deliveries (id, announcement_id, subscription_id, status, next_attempt_at)
       SELECT gen_random_uuid(), ${idParam}, s.id, 'pending', $2
       FROM list_subscriptions s
       WHERE s.list = ${listParam} AND s.status = 'confirmed' AND s.email IN (${registrants})`,
      [...params, list, id],
    );
    const [[{ total }]] = (await manager.query(
      `UPDATE announcements SET
         total = (SELECT count(*) FROM announcement_deliveries WHERE announcement_id = $1)
       WHERE id = $1 RETURNING total`,
      [id],
    )) as [[{ total: number }], number];
    if (total === 0) {
      await manager.query(
        `UPDATE announcements SET state = 'done', finished_at = $2 WHERE id = $1`,
        [id, now],
      );
    }
    return { id, total };
  }

  /** Queues a notice and answers how many it goes to. */
  async queue(manager: EntityManager, message: AttendeeMessage): Promise<number> {
    return (await this.queueAnnouncement(manager, message)).total;
  }
}
