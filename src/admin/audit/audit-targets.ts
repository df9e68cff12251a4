import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminAuditEntry } from './admin-audit.entity';

/**
 * How each kind of target is named: a query taking the ids ($1, uuid[]) and answering `id` and
 * `label`. What was deleted since keeps the name its entry's detail recorded, if any.
 */
const TARGET_NAMES: Record<string, string> = {
  user: `SELECT id::text, name || ' <' || email || '>' AS label FROM users WHERE id = ANY($1)`,
  message: `SELECT id::text, name || ' <' || email || '>' AS label FROM contact_messages
            WHERE id = ANY($1)`,
  'event-registration': `SELECT id::text, coalesce(name || ' <' || email || '>', email) AS label
                         FROM event_registrations WHERE id = ANY($1)`,
  event: `SELECT id::text, title AS label FROM events WHERE id = ANY($1)`,
  article: `SELECT id::text, title AS label FROM articles WHERE id = ANY($1)`,
  recording: `SELECT id::text, title AS label FROM recordings WHERE id = ANY($1)`,
  media: `SELECT id::text, alt AS label FROM media WHERE id = ANY($1)`,
  album: `SELECT id::text, title AS label FROM media_albums WHERE id = ANY($1)`,
  'course-run': `SELECT id::text, course_slug || ', from ' || starts_on::text AS label
                 FROM course_runs WHERE id = ANY($1)`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name the entry recorded itself (the address of an account deleted since, a title). */
function recordedName(entry: AdminAuditEntry): string | null {
  const detail = entry.detail ?? {};
  for (const key of ['email', 'title', 'name']) {
    const value = detail[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * The audit log's targets by name (a member's name and address, an event's title), read for a page
 * of entries at once: one query per kind of target on the page.
 */
@Injectable()
export class AuditTargets {
  private readonly logger = new Logger(AuditTargets.name);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async names(entries: AdminAuditEntry[]): Promise<Map<string, string>> {
    const idsByType = new Map<string, Set<string>>();
    for (const entry of entries) {
      if (!entry.targetType || !entry.targetId) continue;
      if (!TARGET_NAMES[entry.targetType] || !UUID.test(entry.targetId)) continue;
      const ids = idsByType.get(entry.targetType) ?? new Set<string>();
      ids.add(entry.targetId);
      idsByType.set(entry.targetType, ids);
    }
    const names = new Map<string, string>();
    await Promise.all(
      [...idsByType].map(async ([type, ids]) => {
        try {
          const rows = (await this.db.query(TARGET_NAMES[type], [[...ids]])) as Array<{
            id: string;
            label: string | null;
          }>;
          for (const row of rows) if (row.label) names.set(`${type}:${row.id}`, row.label);
        } catch (error) {
          // A name is a courtesy: the entry still shows its kind and id.
          this.logger.warn(`Audit targets of type ${type} not named: ${String(error)}`);
        }
      }),
    );
    for (const entry of entries) {
      const key = `${entry.targetType}:${entry.targetId}`;
      if (entry.targetType === 'list' && entry.targetId) names.set(key, entry.targetId);
      if (!names.has(key)) {
        const recorded = recordedName(entry);
        if (recorded) names.set(key, recorded);
      }
    }
    return names;
  }
}
