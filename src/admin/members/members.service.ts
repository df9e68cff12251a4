import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { In, IsNull, MoreThan, type Repository } from 'typeorm';
import { SignUpService } from '../../auth/signup.service';
import { Clock } from '../../common/clock';
import { escapeLike } from '../../common/like';
import type { Principal } from '../../common/principal';
import type { RequestContext } from '../../common/request-context';
import { Session } from '../../sessions/session.entity';
import { SessionsService } from '../../sessions/sessions.service';
import { AccountDeletionService } from '../../users/account-deletion.service';
import { User, type UserRole } from '../../users/user.entity';
import { ADMIN_PAGE_SIZE } from '../admin-query';
import { AuditService } from '../audit/audit.service';
import { changeRole, lockedAdminCount } from '../grants/role-change';
import { DomainError } from '../../common/domain-error';

export const MEMBER_SENTENCES = {
  notFound: 'That account does not exist.',
  lastAdmin:
    'This is the only admin account, so it keeps its admin role: make another account an admin first.',
  alreadyVerified: 'This member’s address is already verified.',
  confirmMismatch: 'The address typed does not match this account. Nothing was deleted.',
  notYourself:
    'You cannot delete your own account from the admin area; another admin can, if you ask.',
  verificationSent: (email: string) => `A new verification link is on its way to ${email}.`,
  sessionsEnded: (count: number) =>
    count === 1 ? 'One session was ended.' : `${count} sessions were ended.`,
};

/** Accounts as the admin area looks after them: find, view and the actions on one account. */
@Injectable()
export class AdminMembersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly sessionsService: SessionsService,
    private readonly signUp: SignUpService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /** Newest accounts first; the search matches part of the address, name or username. */
  async search(words: string | undefined, page: number) {
    const query = this.users.createQueryBuilder('u');
    const text = words?.trim();
    if (text) {
      query.where(
        `(u.email ILIKE :text ESCAPE '\\' OR u.name ILIKE :text ESCAPE '\\' OR u.username ILIKE :text ESCAPE '\\')`,
        { text: `%${escapeLike(text)}%` },
      );
    }
    const [users, total] = await query
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .skip((page - 1) * ADMIN_PAGE_SIZE)
      .take(ADMIN_PAGE_SIZE)
      .getManyAndCount();
    const counts = await this.liveSessions(users.map((user) => user.id));
    return { items: users.map((user) => ({ user, sessions: counts.get(user.id) ?? 0 })), total };
  }

  async view(id: string): Promise<{ user: User; sessions: number }> {
    const user = await this.find(id);
    const counts = await this.liveSessions([id]);
    return { user, sessions: counts.get(id) ?? 0 };
  }

  private async find(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new DomainError('not-found', MEMBER_SENTENCES.notFound);
    return user;
  }

  /** Sessions that can still be used (not ended, not expired), per account. */
  private async liveSessions(userIds: string[]): Promise<Map<string, number>> {
    if (!userIds.length) return new Map();
    const rows = await this.txHost.tx
      .getRepository(Session)
      .createQueryBuilder('s')
      .select('s.user_id', 'userId')
      .addSelect('COUNT(*)::int', 'count')
      .where({ userId: In(userIds), revokedAt: IsNull(), expiresAt: MoreThan(this.clock.now()) })
      .groupBy('s.user_id')
      .getRawMany<{ userId: string; count: number }>();
    return new Map(rows.map((row) => [row.userId, Number(row.count)]));
  }

  async resendVerification(id: string, admin: Principal, ctx: RequestContext): Promise<string> {
    const user = await this.find(id);
    if (user.isEmailVerified) throw new DomainError('conflict', MEMBER_SENTENCES.alreadyVerified);
    await this.signUp.sendVerificationLink(user, ctx);
    await this.audit.record({
      actor: admin,
      action: 'user.verification-resent',
      targetType: 'user',
      targetId: id,
      detail: { email: user.email },
    });
    return MEMBER_SENTENCES.verificationSent(user.email);
  }

  /** Signs the member out everywhere (a lost phone, a shared computer), audited. */
  async endSessions(id: string, admin: Principal): Promise<string> {
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const user = await manager.getRepository(User).findOneBy({ id });
      if (!user) throw new DomainError('not-found', MEMBER_SENTENCES.notFound);
      const live = await this.liveSessions([id]);
      await this.sessionsService.revokeAll(id);
      const ended = live.get(id) ?? 0;
      await this.audit.record({
        actor: admin,
        action: 'user.sessions-ended',
        targetType: 'user',
        targetId: id,
        detail: { email: user.email, ended },
      });
      return MEMBER_SENTENCES.sessionsEnded(ended);
    });
  }

  /** Changes the role; the last admin keeps theirs, so the area always has someone to run it. */
  async changeRole(id: string, role: UserRole, admin: Principal): Promise<User> {
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const admins = await lockedAdminCount(manager);
      const user = await manager.getRepository(User).findOneBy({ id });
      if (!user) throw new DomainError('not-found', MEMBER_SENTENCES.notFound);
      if (user.role === 'admin' && role !== 'admin' && admins <= 1) {
        throw new DomainError('conflict', MEMBER_SENTENCES.lastAdmin);
      }
      await changeRole(manager, user, role, admin, this.clock.now());
      return user;
    });
  }

  /**
   * Deletes an account on the member's request: the admin types its address to confirm; the
   * member is mailed. The audit entry keeps the address, since the account is gone.
   */
  async delete(id: string, typed: string, admin: Principal): Promise<void> {
    const user = await this.find(id);
    if (typed.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new DomainError('conflict', MEMBER_SENTENCES.confirmMismatch);
    }
    if (user.id === admin.id) throw new DomainError('conflict', MEMBER_SENTENCES.notYourself);
    // Audited in the deletion's own transaction: an account is never gone without its entry.
    const deleted = await this.deletion.deleteAccount(id, 'admin', () =>
      this.audit.record({
        actor: admin,
        action: 'user.deleted',
        targetType: 'user',
        targetId: id,
        detail: { email: user.email, role: user.role },
      }),
    );
    if (!deleted) throw new DomainError('not-found', MEMBER_SENTENCES.notFound);
  }
}
