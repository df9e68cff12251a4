import type { EntityManager } from 'typeorm';

/**
 * Drops the account's pending change of e-mail address. Called wherever sessions end (password
 * change or reset, "sign out of all other sessions", an admin ending them): a change asked for
 * from a stolen session must not outlive the owner taking the account back, and its link is in a
 * mailbox the thief chose. A plain query, so the sessions module needs no link service for it.
 */
export async function dropPendingEmailChanges(
  manager: EntityManager,
  userId: string,
): Promise<void> {
  await manager.query(`DELETE FROM verifications WHERE purpose = 'change-email' AND user_id = $1`, [
    userId,
  ]);
}
