import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { normaliseEmail } from '../common/email-address';
import { isUniqueViolation } from '../common/unique-violation';
import { User } from './user.entity';
import { DomainError } from '../common/domain-error';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another one.';

/** Fields of a new account. */
export interface NewUser {
  name: string;
  email: string;
  passwordHash: string | null;
  isEmailVerified: boolean;
  googleId?: string | null;
  googleEmail?: string | null;
  avatar?: string | null;
}

/** Kept for callers that still import it from here; the helper lives in src/common. */
export { isUniqueViolation };

/** What another module does when an account is verified or signs in. */
export type AccountListener = (user: User) => Promise<unknown>;

/**
 * Reads and writes accounts. What goes through the transaction host joins the caller's transaction,
 * if any (with the embedded database there is one connection, so a transaction must not call the
 * data source).
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** The User table in the current transaction, if one is open (else the default manager). */
  private get userRows(): Repository<User> {
    return this.txHost.tx.getRepository(User);
  }

  private readonly verifiedListeners: AccountListener[] = [];

  /**
   * Adds a rule of another module for an account that is verified or signs in (ADMIN_EMAILS'
   * promotion): it runs inside the change's transaction, so the two are kept or lost together.
   */
  onVerifiedOrSignedIn(listener: AccountListener): void {
    this.verifiedListeners.push(listener);
  }

  private async verifiedOrSignedIn(user: User): Promise<void> {
    for (const listener of this.verifiedListeners) await listener(user);
  }

  findById(id: string): Promise<User | null> {
    return this.userRows.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.userRows.findOneBy({ email: normaliseEmail(email) });
  }

  findByGoogleId(googleId: string): Promise<User | null> {
    return this.userRows.findOneBy({ googleId });
  }

  async create(fields: NewUser): Promise<User> {
    const now = this.clock.now();
    const user = this.userRows.create({
      id: randomUUID(),
      name: fields.name,
      email: normaliseEmail(fields.email),
      username: null,
      passwordHash: fields.passwordHash,
      googleId: fields.googleId ?? null,
      googleEmail: fields.googleEmail ?? null,
      avatar: fields.avatar ?? null,
      isEmailVerified: fields.isEmailVerified,
      otpEnabled: false,
      role: 'user',
      createdAt: now,
      updatedAt: now,
      lastLogin: null,
    });
    await this.userRows.insert(user);
    if (user.isEmailVerified) await this.verifiedOrSignedIn(user);
    return user;
  }

  /** Writes the given fields (and updatedAt) and returns the account as stored. */
  async update(user: User, changes: Partial<User>): Promise<User> {
    const fields = { ...changes, updatedAt: this.clock.now() };
    await this.userRows.update({ id: user.id }, fields);
    Object.assign(user, fields);
    if (changes.isEmailVerified || changes.lastLogin) await this.verifiedOrSignedIn(user);
    return user;
  }

  /** Removes an account that was never verified (its verification mail could not be sent). */
  async deleteUnverified(id: string): Promise<void> {
    await this.users.delete({ id, isEmailVerified: false });
  }

  /** Unverified registrations live a day, as their verification link does. */
  async deleteStaleUnverified(): Promise<void> {
    await this.users
      .createQueryBuilder()
      .delete()
      .where('is_email_verified = false AND created_at < :dayAgo', {
        dayAgo: new Date(this.clock.nowMs() - 24 * 60 * 60 * 1000),
      })
      .execute();
  }

  /** Records a completed sign-in. */
  recordLogin(user: User): Promise<User> {
    return this.update(user, { lastLogin: this.clock.now() });
  }

  /** Changes name and/or username; a username taken by another account (any case) is a 409. */
  async updateProfile(
    user: User,
    changes: { name?: string; username?: string | null },
  ): Promise<User> {
    const fields: Partial<User> = {};
    if (changes.name !== undefined) fields.name = changes.name;
    if (changes.username !== undefined) {
      const username = changes.username || null;
      if (username && username.toLowerCase() !== user.username?.toLowerCase()) {
        const taken = await this.users
          .createQueryBuilder('u')
          .where('lower(u.username) = lower(:username) AND u.id <> :id', {
            username,
            id: user.id,
          })
          .getExists();
        if (taken) throw new DomainError('conflict', USERNAME_TAKEN);
      }
      fields.username = username;
    }
    if (Object.keys(fields).length === 0) return user;
    try {
      return await this.update(user, fields);
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_key')) {
        throw new DomainError('conflict', USERNAME_TAKEN);
      }
      throw error;
    }
  }
}
