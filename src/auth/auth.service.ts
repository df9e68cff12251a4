import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { Principal } from '../common/principal';
import type { SessionMethod } from '../sessions/session.entity';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { toUserDto, type UserDto } from '../users/user-response';
import { UsersService } from '../users/users.service';
import { MESSAGES } from './messages';

export interface SignedIn {
  /** The short-lived token of the answer (the page keeps it in localStorage). */
  token: string;
  user: UserDto;
}

/**
 * The 7-day token for the HttpOnly cookie rides along with a sign-in's answer under a symbol:
 * spreads (`{ ...signedIn, msg }`) keep it, JSON never writes it, and the answer's `res.json`
 * puts it in the cookie (src/auth/session-answers.ts).
 */
export const COOKIE_TOKEN = Symbol('cookie token');

export function withCookieToken<T extends object>(body: T, cookieToken: string): T {
  return Object.assign(body, { [COOKIE_TOKEN]: cookieToken });
}

export function cookieTokenOf(body: object): string | undefined {
  const value = (body as { [COOKIE_TOKEN]?: unknown })[COOKIE_TOKEN];
  return typeof value === 'string' ? value : undefined;
}

/**
 * What every sign-in ends with (a session and its token) and how one ends. The flows themselves
 * live in SignUpService, SignInService and PasswordResetService.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** Records the sign-in and opens a session, inside the caller's transaction if there is one. */
  openSession(user: User, method: SessionMethod): Promise<SignedIn> {
    return this.txHost.withTransaction(async () => {
      await this.users.recordLogin(user);
      const cookieToken = await this.sessions.open(user, method);
      const token = await this.sessions.storedTokenOf(cookieToken);
      return withCookieToken({ token, user: toUserDto(user) }, cookieToken);
    });
  }

  /** The Google sign-in of a verified or new account (see GoogleService for the rules). */
  signInAfterGoogle(user: User): Promise<SignedIn> {
    return this.openSession(user, 'google');
  }

  async logout(principal: Principal): Promise<{ message: string }> {
    await this.sessions.revoke(principal.sessionId, principal.id);
    return { message: MESSAGES.signedOut };
  }
}
