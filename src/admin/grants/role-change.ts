import type { EntityManager } from 'typeorm';
import { User, type UserRole } from '../../users/user.entity';
import { appendAudit, type AuditActor } from '../audit/audit.service';

/**
 * Gives an account a role and records it in the audit log, in the caller's transaction: the one
 * way a role changes (the admin area, ADMIN_EMAILS and the shell all come here). Answers whether
 * anything changed; an account that already has the role is left alone and nothing is recorded.
 */
export async function changeRole(
  manager: EntityManager,
  user: User,
  role: UserRole,
  actor: AuditActor,
  at: Date,
  ip?: string | null,
): Promise<boolean> {
  const from = user.role;
  if (from === role) return false;
  const result = await manager
    .getRepository(User)
    .update({ id: user.id, role: from }, { role, updatedAt: at });
  // Changed meanwhile by another request: theirs stands, this one changes nothing.
  if (!result.affected) return false;
  await appendAudit(
    manager,
    {
      actor,
      action: 'user.role',
      targetType: 'user',
      targetId: user.id,
      detail: { email: user.email, from, to: role },
      ip,
    },
    at,
  );
  user.role = role;
  return true;
}

/**
 * The number of admins, with their rows locked until the transaction ends (last-admin rule). Role
 * changes and deletions both take these locks first, in the same order, so two of them at once
 * wait for each other instead of deadlocking or both passing the rule.
 */
export async function lockedAdminCount(manager: EntityManager): Promise<number> {
  const rows: unknown[] = await manager.query(
    `SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`,
  );
  return rows.length;
}
