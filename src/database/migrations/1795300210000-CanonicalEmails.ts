import type { MigrationInterface, QueryRunner } from 'typeorm';
import { normaliseEmail } from '../../common/email-address';

/**
 * Rewrites stored addresses into the one form the app now compares (NFC, punycode domain; see
 * src/common/email-address.ts). Only non-ASCII addresses can change. Where two accounts turn out
 * to be one address, both are left as they were for a person to resolve: merging accounts is
 * not a migration's decision.
 */
export class CanonicalEmails1795300210000 implements MigrationInterface {
  name = 'CanonicalEmails1795300210000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users = (await queryRunner.query(
      `SELECT id, email FROM users WHERE email ~ '[^\\x01-\\x7f]'`,
    )) as Array<{ id: string; email: string }>;
    for (const { id, email } of users) {
      const canonical = normaliseEmail(email);
      if (canonical === email) continue;
      await queryRunner.query(
        `UPDATE users SET email = $1
         WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM users WHERE email = $1)`,
        [canonical, id],
      );
    }
    // Pending codes and links of such addresses are few and short-lived: they are dropped.
    await queryRunner.query(`DELETE FROM verifications WHERE email ~ '[^\\x01-\\x7f]'`);
  }

  async down(): Promise<void> {
    // The earlier spellings are not kept; the canonical form works with the old code too.
  }
}
