import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin area: an append-only audit log that outlives the accounts it names (no foreign key;
 * the actor's address is kept as it was), and the contact inbox's handled mark.
 *
 * The trigger is the second lock on the log (docs/decisions/0105-append-only-admin-audit.md): the
 * code has no path that changes or removes a row, and the database refuses one all the same.
 */
export class AdminArea1795300900000 implements MigrationInterface {
  name = 'AdminArea1795300900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_audit (
        id uuid PRIMARY KEY,
        at timestamptz NOT NULL,
        actor_id uuid,
        actor_email varchar(254) NOT NULL,
        action varchar(60) NOT NULL,
        target_type varchar(40),
        target_id varchar(254),
        detail jsonb,
        ip varchar(64)
      )`);
    await queryRunner.query(`CREATE INDEX admin_audit_at ON admin_audit (at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX admin_audit_action_at ON admin_audit (action, at DESC)`);
    await queryRunner.query(`
      CREATE FUNCTION admin_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'admin_audit is append-only: % is refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER admin_audit_append_only BEFORE UPDATE OR DELETE ON admin_audit
        FOR EACH ROW EXECUTE FUNCTION admin_audit_refuse_change()`);
    await queryRunner.query(`
      CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
        FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_refuse_change()`);
    await queryRunner.query(`
      ALTER TABLE contact_messages
        ADD COLUMN handled_at timestamptz,
        ADD COLUMN handled_by uuid REFERENCES users(id) ON DELETE SET NULL`);
    await queryRunner.query(
      `CREATE INDEX contact_messages_created ON contact_messages (created_at DESC, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX contact_messages_created`);
    await queryRunner.query(
      `ALTER TABLE contact_messages DROP COLUMN handled_at, DROP COLUMN handled_by`,
    );
    await queryRunner.query(`DROP TABLE admin_audit`);
    await queryRunner.query(`DROP FUNCTION admin_audit_refuse_change()`);
  }
}
