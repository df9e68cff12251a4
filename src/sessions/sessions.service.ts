import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import { currentRequestContext, type RequestContext } from '../common/request-context';
import { dropPendingEmailChanges } from '../otp/pending-email-change';
import { dropFactorsAddedBy } from './session-added-factors';
import { User } from '../users/user.entity';
import { SessionCache } from './session-cache';
import { Session, type SessionMethod } from './session.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sessions last 7 days (the cookie's JWT's exp and the row's expires_at agree). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The token handed to the page in `{ token, user }` (kept in localStorage, as the specification
 * asks) lives a day, renewed while the member is active; the HttpOnly cookie holds the 7-day one
 * (docs/decisions/0110-short-stored-token.md).
 */
export const STORED_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How stale a session's last_used_at may get. The session list shows "last used" to the minute
 * at best, so writing it on every request would buy nothing and turn every authenticated read
 * into a write (WAL, row churn, lock traffic on the busiest table): once per 5 minutes per session
 * is at most 288 small writes a day for a session in constant use.
 */
export const LAST_USED_GRANULARITY_MS = 5 * 60_000;

/** What a JWT carries: the user, the session row, the expiry (seconds). */
export interface TokenClaims {
  sub: string;
  sid: string;
  exp: number;
  iat?: number;
}

/** A live session's account and when the session last proved its owner. */
export interface LiveSession {
  user: User;
  provenAt: Date | null;
}

/** Opens, checks and revokes sessions; each issued JWT names its session row. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly cache: SessionCache,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** The Session table in the current transaction, if one is open (else the default manager). */
  private get sessionRows(): Repository<Session> {
    return this.txHost.tx.getRepository(Session);
  }

  /**
   * Opens a session for the user and returns its signed token (HS256, sub, sid, exp). Signing in
   * proves the person, so the new session counts as recently proven. The device is the request's
   * unless the caller names one.
   */
  async open(
    user: User,
    method: SessionMethod,
    client: RequestContext | undefined = currentRequestContext(),
  ): Promise<string> {
    const now = this.clock.nowMs();
    const session: Session = {
      id: randomUUID(),
      userId: user.id,
      method,
      createdAt: new Date(now),
      expiresAt: new Date(now + SESSION_TTL_MS),
      revokedAt: null,
      provenAt: new Date(now),
      ip: client?.ip.slice(0, 64) || null,
      userAgent: client?.userAgent || null,
      lastUsedAt: new Date(now),
    };
    await this.sessionRows.insert(session);
    const claims: TokenClaims = {
      sub: user.id,
      sid: session.id,
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + SESSION_TTL_MS) / 1000),
    };
    return this.jwt.signAsync(claims, { algorithm: 'HS256' });
  }

  /** A token for the same session that expires after `ttlMs` (never after the session does). */
  tokenFor(userId: string, sessionId: string, ttlMs: number): Promise<string> {
    const now = this.clock.nowMs();
    const claims: TokenClaims = {
      sub: userId,
      sid: sessionId,
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + Math.min(ttlMs, SESSION_TTL_MS)) / 1000),
    };
    return this.jwt.signAsync(claims, { algorithm: 'HS256' });
  }

  /** The short-lived token for the page's storage, of the session a cookie token names. */
  async storedTokenOf(cookieToken: string): Promise<string> {
    const { sub, sid } = this.jwt.decode<TokenClaims>(cookieToken);
    return this.tokenFor(sub, sid, STORED_TOKEN_TTL_MS);
  }

  /**
   * The user of a live session (not revoked, not expired, same user) and when the session last
   * proved its owner, else null: one indexed read per authenticated request, or none while the
   * session is in the SessionCache (which a revocation or account change on any replica empties
   * for the next request).
   */
  async userOf(sessionId: string, userId: string): Promise<LiveSession | null> {
    const generation = await this.cache.generation(userId);
    const cached = generation === null ? undefined : this.cache.get(sessionId, userId, generation);
    if (cached) {
      if (await this.touch(sessionId, cached.lastUsedAtMs)) {
        cached.lastUsedAtMs = this.clock.nowMs();
      }
      // A copy: a handler may change the principal's user, and the next request must not see it.
      return { user: Object.assign(new User(), cached.user), provenAt: cached.provenAt };
    }
    const { entities, raw } = await this.sessions.manager
      .createQueryBuilder(User, 'u')
      .innerJoin(Session, 's', 's.user_id = u.id')
      .addSelect('s.proven_at', 'proven_at')
      .addSelect('s.last_used_at', 'last_used_at')
      .addSelect('s.expires_at', 'expires_at')
      .where('s.id = :sessionId AND u.id = :userId', { sessionId, userId })
      .andWhere('s.revoked_at IS NULL AND s.expires_at > :now', { now: this.clock.now() })
      .getRawAndEntities<{
        proven_at: Date | string | null;
        last_used_at: Date | string | null;
        expires_at: Date | string;
      }>();
    const user = entities[0];
    if (!user) return null;
    const row = raw[0];
    const provenAt = row?.proven_at ? new Date(row.proven_at) : null;
    let lastUsedAtMs = row?.last_used_at ? new Date(row.last_used_at).getTime() : null;
    if (await this.touch(sessionId, lastUsedAtMs)) lastUsedAtMs = this.clock.nowMs();
    if (generation !== null && row) {
      this.cache.set(
        sessionId,
        {
          userId,
          user: Object.assign(new User(), user),
          provenAt,
          expiresAtMs: new Date(row.expires_at).getTime(),
          lastUsedAtMs,
        },
        generation,
      );
    }
    return { user, provenAt };
  }

  /**
   * Records that the session was used, at most once per LAST_USED_GRANULARITY_MS: the row is read
   * on every request anyway (revocation must hold on every replica at once), and the write is
   * issued only when that read shows a stale value. The WHERE repeats the test so concurrent
   * requests on several replicas write once between them. A failed write costs only freshness.
   */
  private async touch(sessionId: string, lastUsedAtMs: number | null): Promise<boolean> {
    const now = this.clock.nowMs();
    if (lastUsedAtMs !== null && now - lastUsedAtMs < LAST_USED_GRANULARITY_MS) return false;
    await this.sessions
      .createQueryBuilder()
      .update(Session)
      .set({ lastUsedAt: new Date(now) })
      .where('id = :sessionId', { sessionId })
      .andWhere('(last_used_at IS NULL OR last_used_at < :stale)', {
        stale: new Date(now - LAST_USED_GRANULARITY_MS),
      })
      .execute()
      .catch(() => undefined);
    return true;
  }

  /**
   * The signed-in member a token's claims name, if its session is live. Every token this app signs
   * has `exp` and `sid`; one without them is refused, since the verifier checks `exp` only when
   * present.
   */
  async principalOf(claims: {
    sub?: unknown;
    sid?: unknown;
    exp?: unknown;
  }): Promise<Principal | null> {
    const { sub, sid, exp } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid)) {
      return null;
    }
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    const live = await this.userOf(sid, sub);
    return live
      ? { id: live.user.id, sessionId: sid, user: live.user, provenAt: live.provenAt }
      : null;
  }

  /** The same for a whole token (the session cookie): signature and expiry checked first. */
  async principalOfToken(token: string): Promise<Principal | null> {
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    return this.principalOf(claims);
  }

  /**
   * The person proved who they are again in this session (password, code or passkey). The cache
   * learns it too, so a call needing a recent sign-in passes on every replica at once.
   */
  async markProven(sessionId: string, userId: string): Promise<void> {
    await this.sessionRows.update({ id: sessionId, userId }, { provenAt: this.clock.now() });
    await this.cache.invalidate({ userId });
  }

  async revoke(sessionId: string, userId: string): Promise<void> {
    await this.sessionRows.update(
      { id: sessionId, userId, revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
    await this.cache.invalidate({ userId });
  }

  /**
   * Ends every session of the account (password reset, account takeover protection), and with
   * them any pending change of address and what they added (dropWhatTheyAdded).
   */
  async revokeAll(userId: string): Promise<void> {
    const result = await this.sessionRows
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: this.clock.now() })
      .where('user_id = :userId AND revoked_at IS NULL', { userId })
      .returning(['id'])
      .execute();
    await this.dropWhatTheyAdded(userId, result.raw);
    await this.cache.invalidate({ userId });
  }

  /** The pending change of address, and the passkeys and Google link the ended sessions added. */
  private async dropWhatTheyAdded(userId: string, ended: unknown): Promise<void> {
    const em = this.txHost.tx;
    const ids = Array.isArray(ended) ? (ended as Array<{ id: string }>).map((row) => row.id) : [];
    await dropPendingEmailChanges(em, userId);
    await dropFactorsAddedBy(em, userId, ids);
  }

  /** The account's live sessions, most recently used first. */
  listLive(userId: string): Promise<Session[]> {
    return this.sessions
      .createQueryBuilder('s')
      .where('s.user_id = :userId AND s.revoked_at IS NULL AND s.expires_at > :now', {
        userId,
        now: this.clock.now(),
      })
      .orderBy('s.last_used_at', 'DESC', 'NULLS LAST')
      .addOrderBy('s.created_at', 'DESC')
      .getMany();
  }

  /** Whether the session is live and the account's (a change of address asked from it). */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    return this.sessionRows
      .createQueryBuilder('s')
      .where('s.id = :sessionId AND s.user_id = :userId AND s.revoked_at IS NULL', {
        sessionId,
        userId,
      })
      .andWhere('s.expires_at > :now', { now: this.clock.now() })
      .getExists();
  }

  /**
   * Ends one live session of the account, and what it added (a passkey, a Google link): the owner
   * ending a session from the list is taking the account back from whoever held it. False when the
   * account has no such live session.
   */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const result = await this.sessionRows
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: this.clock.now() })
      .where('id = :sessionId AND user_id = :userId AND revoked_at IS NULL', { sessionId, userId })
      .andWhere('expires_at > :now', { now: this.clock.now() })
      .execute();
    const ended = (result.affected ?? 0) > 0;
    if (ended) await dropFactorsAddedBy(this.txHost.tx, userId, [sessionId]);
    await this.cache.invalidate({ userId });
    return ended;
  }

  /**
   * Ends every other live session of the account at once (a password change, or the member's own
   * "sign out of all other sessions"); the one named stays, the account's pending change of
   * address and what the others added do not. Returns how many ended.
   */
  async revokeOthers(userId: string, exceptSessionId: string): Promise<number> {
    const result = await this.sessionRows
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: this.clock.now() })
      .where('user_id = :userId AND id <> :exceptSessionId AND revoked_at IS NULL', {
        userId,
        exceptSessionId,
      })
      .andWhere('expires_at > :now', { now: this.clock.now() })
      .returning(['id'])
      .execute();
    await this.dropWhatTheyAdded(userId, result.raw);
    await this.cache.invalidate({ userId });
    return result.affected ?? 0;
  }

  /** Deletes sessions that ended more than a day ago. */
  async deleteEnded(): Promise<void> {
    const dayAgo = new Date(this.clock.nowMs() - 24 * 60 * 60 * 1000);
    await this.sessions
      .createQueryBuilder()
      .delete()
      .where('expires_at < :dayAgo OR revoked_at < :dayAgo', { dayAgo })
      .execute();
  }
}
