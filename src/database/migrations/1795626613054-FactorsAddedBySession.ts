import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which session added a passkey, and which linked Google from the account page: when the owner
 * ends sessions (a password change or reset, "sign out of all other sessions", an admin), what
 * those sessions added goes with them, so a thief's passkey or Google link does not outlive the
 * thief's session. No foreign key: ended sessions are deleted by housekeeping a day later, and
 * the column only has to name them until then.
 */
export class FactorsAddedBySession1795626613054 implements MigrationInterface {
  name = 'FactorsAddedBySession1795626613054';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE passkeys ADD COLUMN added_by_session uuid`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN google_linked_by_session uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN google_linked_by_session`);
    await queryRunner.query(`ALTER TABLE passkeys DROP COLUMN added_by_session`);
  }
}
