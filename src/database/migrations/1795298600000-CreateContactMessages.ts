import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Contact-form messages, kept even when the mail to the trust could not be sent yet. */
export class CreateContactMessages1795298600000 implements MigrationInterface {
  name = 'CreateContactMessages1795298600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(30),
        message text NOT NULL,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        send_attempts integer NOT NULL DEFAULT 0,
        last_error varchar(500),
        claimed_until timestamptz,
        CONSTRAINT contact_messages_message_length_check CHECK (char_length(message) <= 5000)
      )`);
    await queryRunner.query(
      `CREATE INDEX contact_messages_unsent_idx ON contact_messages (created_at) WHERE sent_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_messages`);
  }
}
