import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The calendar's events (src/events, docs/decisions/0160-event-recurrence-and-waitlist.md):
 * - events: one row per event, its first start and end as UTC instants with the zone they were
 *   announced in, and for a recurring event its RRULE and last date;
 * - event_exceptions: the dates of a recurring event that were cancelled one by one;
 * - event_occurrences: one row per occurrence someone registered for, the row that is locked
 *   while a seat is given, so capacity holds under concurrency;
 * - event_registrations: a person for an occurrence (confirmed, waitlisted, pending their mailed
 *   link, or cancelled), with the reminder's claim and its sent mark.
 */
export class Events1795710000000 implements MigrationInterface {
  name = 'Events1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY,
        slug varchar(120) NOT NULL UNIQUE,
        title varchar(200) NOT NULL,
        kind varchar(20) NOT NULL,
        description text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        time_zone varchar(64) NOT NULL DEFAULT 'Asia/Kolkata',
        rrule varchar(500),
        until timestamptz,
        place varchar(300),
        map_url varchar(500),
        online boolean NOT NULL DEFAULT false,
        online_link varchar(500),
        capacity integer CHECK (capacity BETWEEN 1 AND 100000),
        registration_open boolean NOT NULL DEFAULT true,
        status varchar(16) NOT NULL DEFAULT 'scheduled',
        sequence integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at)
      )`);
    await queryRunner.query(`CREATE INDEX events_starts ON events (starts_at)`);
    await queryRunner.query(`
      CREATE TABLE event_exceptions (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        occurrence_start timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, occurrence_start)
      )`);
    await queryRunner.query(`
      CREATE TABLE event_occurrences (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        occurrence_start timestamptz NOT NULL,
        PRIMARY KEY (event_id, occurrence_start)
      )`);
    await queryRunner.query(`
      CREATE TABLE event_registrations (
        id uuid PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        occurrence_start timestamptz NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        name varchar(100),
        status varchar(16) NOT NULL,
        confirm_hash varchar(128),
        confirm_expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        queued_at timestamptz,
        cancelled_at timestamptz,
        attended_at timestamptz,
        reminder_claimed_until timestamptz,
        reminder_claim_token uuid,
        reminder_sent_at timestamptz,
        CONSTRAINT event_registrations_person UNIQUE (event_id, occurrence_start, email)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX event_registrations_confirm_hash ON event_registrations (confirm_hash)
       WHERE confirm_hash IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX event_registrations_user ON event_registrations (user_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX event_registrations_email ON event_registrations (email)`,
    );
    await queryRunner.query(
      `CREATE INDEX event_registrations_reminder_due ON event_registrations (occurrence_start)
       WHERE status = 'confirmed' AND reminder_sent_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE event_registrations`);
    await queryRunner.query(`DROP TABLE event_occurrences`);
    await queryRunner.query(`DROP TABLE event_exceptions`);
    await queryRunner.query(`DROP TABLE events`);
  }
}
