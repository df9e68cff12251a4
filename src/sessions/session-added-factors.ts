import type { EntityManager } from 'typeorm';

/**
 * Removes what the ending sessions added: their passkeys, and the Google link one of them made
 * from the account page (only while the account keeps a password, so it is never left without a
 * way in). Ending a session is the owner taking the account back from whoever held it; what a
 * thief added during a stolen session must not let them back in (the session list names the
 * sessions, so the owner ends the right ones). Plain queries, as the sessions module owns neither
 * table.
 */
export async function dropFactorsAddedBy(
  manager: EntityManager,
  userId: string,
  sessionIds: string[],
): Promise<void> {
  if (!sessionIds.length) return;
  await manager.query(
    `DELETE FROM passkeys WHERE user_id = $1 AND added_by_session = ANY($2::uuid[])`,
    [userId, sessionIds],
  );
  await manager.query(
    `UPDATE users SET google_id = NULL, google_email = NULL, avatar = NULL, google_linked_by_session = NULL
     WHERE id = $1 AND google_linked_by_session = ANY($2::uuid[]) AND password_hash IS NOT NULL`,
    [userId, sessionIds],
  );
}
