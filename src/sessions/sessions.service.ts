import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { User } from '../users/user.entity';
import { Session, type SessionMethod } from './session.entity';

/** Sessions last 7 days (the JWT's exp and the row's expires_at agree). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a JWT carries: the user, the session row, the expiry (seconds). */
export interface TokenClaims {
  sub: string;
  sid: string;
  exp: number;
  iat?: number;
}

/** Opens, checks and revokes sessions; each issued JWT names its session row. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  private repo(manager?: EntityManager): Repository<Session> {
    return manager ? manager.getRepository(Session) : this.sessions;
  }

  /** Opens a session for the user and returns its signed token (HS256, sub, sid, exp). */
  async open(user: User, method: SessionMethod, manager?: EntityManager): Promise<string> {
    const now = this.clock.nowMs();
    const session: Session = {
      id: randomUUID(),
      userId: user.id,
      method,
      createdAt: new Date(now),
      expiresAt: new Date(now + SESSION_TTL_MS),
      revokedAt: null,
    };
    await this.repo(manager).insert(session);
    const claims: TokenClaims = {
      sub: user.id,
      sid: session.id,
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + SESSION_TTL_MS) / 1000),
    };
    return this.jwt.signAsync(claims, { algorithm: 'HS256' });
  }

  /** The user of a live session (not revoked, not expired, same user), else null. */
  async userOf(sessionId: string, userId: string): Promise<User | null> {
    const row = await this.sessions.manager
      .createQueryBuilder(User, 'u')
      .innerJoin(Session, 's', 's.user_id = u.id')
      .where('s.id = :sessionId AND u.id = :userId', { sessionId, userId })
      .andWhere('s.revoked_at IS NULL AND s.expires_at > :now', { now: this.clock.now() })
      .getOne();
    return row ?? null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update(
      { id: sessionId, revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
  }

  /** Ends every session of the account (password reset, account takeover protection). */
  async revokeAll(userId: string, manager?: EntityManager): Promise<void> {
    await this.repo(manager).update(
      { userId, revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
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
