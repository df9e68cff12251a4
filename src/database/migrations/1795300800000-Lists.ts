import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mailing lists (a course's Register Interest list, keyed by the course slug, and `news` for Stay
 * Connected), the announcements sent to them, and one delivery row per recipient, which is the
 * queue the sender claims from (docs/decisions/0101-announcement-queue.md).
 */
export class Lists1795300800000 implements MigrationInterface {
  name = 'Lists1795300800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE list_subscriptions (
        id uuid PRIMARY KEY,
        list varchar(80) NOT NULL CHECK (list ~ '^[a-z0-9][a-z0-9-]*$'),
        email varchar(254) NOT NULL,
        name varchar(100),
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        status varchar(16) NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        confirm_hash varchar(64),
        confirm_expires_at timestamptz,
        created_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        CONSTRAINT list_subscriptions_list_email UNIQUE (list, email)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX list_subscriptions_confirm_hash ON list_subscriptions (confirm_hash)
       WHERE confirm_hash IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX list_subscriptions_user ON list_subscriptions (user_id)`);
    await queryRunner.query(`CREATE INDEX list_subscriptions_email ON list_subscriptions (email)`);
    await queryRunner.query(`
      CREATE TABLE announcements (
        id uuid PRIMARY KEY,
        list varchar(80) NOT NULL,
        subject varchar(200) NOT NULL,
        text text NOT NULL,
        author_id uuid REFERENCES users(id) ON DELETE CASCADE,
        state varchar(16) NOT NULL CHECK (state IN ('sending', 'done')),
        total int NOT NULL,
        created_at timestamptz NOT NULL,
        finished_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE announcement_deliveries (
        id uuid PRIMARY KEY,
        announcement_id uuid NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        subscription_id uuid NOT NULL REFERENCES list_subscriptions(id) ON DELETE CASCADE,
        status varchar(16) NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
        attempts int NOT NULL DEFAULT 0,
        last_error varchar(500),
        next_attempt_at timestamptz NOT NULL,
        claimed_until timestamptz,
        claim_token uuid,
        attempted_at timestamptz,
        sent_at timestamptz,
        CONSTRAINT announcement_deliveries_once UNIQUE (announcement_id, subscription_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX announcement_deliveries_due ON announcement_deliveries (next_attempt_at)
       WHERE status = 'pending'`,
    );
    // The send rate is counted over the last minute's attempts, by every process together.
    await queryRunner.query(
      `CREATE INDEX announcement_deliveries_attempted ON announcement_deliveries (attempted_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE announcement_deliveries`);
    await queryRunner.query(`DROP TABLE announcements`);
    await queryRunner.query(`DROP TABLE list_subscriptions`);
  }
}
