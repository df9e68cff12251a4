import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { Principal } from '../common/principal';
import { SecurityEventsService } from '../security-events/security-events.service';
import { describeDevice, maskIp } from './session-display';
import type { SessionView } from './session-view';
import { SessionsService } from './sessions.service';
import { DomainError } from '../common/domain-error';

export const SESSION_MESSAGES = {
  notFound: 'We could not find that session among yours. It may have ended already.',
} as const;

/**
 * The member's own sessions in account settings: list them, end one, end all the others. Each
 * change is one transaction with its security event.
 */
@Injectable()
export class MemberSessions {
  constructor(
    private readonly sessions: SessionsService,
    private readonly events: SecurityEventsService,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async list(principal: Principal): Promise<SessionView[]> {
    const rows = await this.sessions.listLive(principal.id);
    return rows.map((row) => ({
      id: row.id,
      current: row.id === principal.sessionId,
      device: describeDevice(row.userAgent),
      ip: maskIp(row.ip),
      createdAt: new Date(row.createdAt).toISOString(),
      lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
    }));
  }

  /**
   * Ends one of the member's sessions; true when it was the current one (the caller clears the
   * cookie). Another member's session and an unknown id get the same 404.
   */
  async end(principal: Principal, sessionId: string): Promise<{ current: boolean }> {
    await this.txHost.withTransaction(async () => {
      if (!(await this.sessions.revokeOwn(principal.id, sessionId))) {
        throw new DomainError('not-found', SESSION_MESSAGES.notFound);
      }
      await this.events.record(principal.id, 'session-ended');
    });
    return { current: sessionId === principal.sessionId };
  }

  async endOthers(principal: Principal): Promise<number> {
    return this.txHost.withTransaction(async () => {
      const revoked = await this.sessions.revokeOthers(principal.id, principal.sessionId);
      if (revoked > 0) {
        await this.events.record(
          principal.id,
          'other-sessions-ended',
          undefined,
          `${revoked} ended`,
        );
      }
      return revoked;
    });
  }
}
