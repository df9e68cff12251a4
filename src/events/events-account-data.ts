import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../users/account-data/account-data.registry';

/**
 * The member's event registrations in their data download, and erased with the account: those
 * made while signed in and those made from the account's address as a visitor (which have no
 * user_id, so the database alone would keep them).
 */
@Injectable()
export class EventsAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'eventRegistrations',
      export: async (userId, manager) => {
        const rows = (await manager.query(
          `SELECT e.slug, e.title, r.occurrence_start, r.email, r.name, r.status, r.created_at,
                  r.confirmed_at, r.cancelled_at, r.attended_at
           FROM event_registrations r JOIN events e ON e.id = r.event_id
           WHERE r.user_id = $1 OR r.email = (SELECT email FROM users WHERE id = $1)
           ORDER BY r.occurrence_start DESC`,
          [userId],
        )) as Array<Record<string, unknown>>;
        return rows.map((row) => ({
          event: row.slug,
          title: row.title,
          occurrence: row.occurrence_start,
          email: row.email,
          name: row.name,
          status: row.status,
          registeredAt: row.created_at,
          confirmedAt: row.confirmed_at,
          cancelledAt: row.cancelled_at,
          attendedAt: row.attended_at,
        }));
      },
      erase: async ({ userId, email }, manager) => {
        await manager.query(`DELETE FROM event_registrations WHERE user_id = $1 OR email = $2`, [
          userId,
          email,
        ]);
      },
    });
  }
}
