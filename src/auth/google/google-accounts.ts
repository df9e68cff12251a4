import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SessionsService } from '../../sessions/sessions.service';
import type { User } from '../../users/user.entity';
import { isUniqueViolation, UsersService } from '../../users/users.service';
import { GoogleSignInError } from './google-errors';
import type { GoogleProfile } from './google-profile';
import { nameFromAddress } from '../../common/email-address';

/**
 * Finds, links or creates the account of a Google profile. An existing account is linked by
 * e-mail only when Google says the address is verified. Linking ends every session the account
 * had, and a password set before the address was proven is cleared (whoever set it may not own
 * the mailbox; a reset can set one again).
 */
@Injectable()
export class GoogleAccounts {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly dataSource: DataSource,
  ) {}

  async accountOf(profile: GoogleProfile): Promise<User> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const linked = await this.users.findByGoogleId(profile.sub, manager);
        if (linked) {
          if (!linked.avatar && profile.picture) {
            return this.users.update(linked, { avatar: profile.picture }, manager);
          }
          return linked;
        }
        if (!profile.email || !profile.emailVerified) {
          throw new GoogleSignInError('google_email_unverified');
        }
        const existing = await this.users.findByEmail(profile.email, manager);
        if (!existing) {
          return this.users.create(
            {
              name: profile.name,
              email: profile.email,
              passwordHash: null,
              isEmailVerified: true,
              googleId: profile.sub,
              googleEmail: profile.email,
              avatar: profile.picture,
            },
            manager,
          );
        }
        if (existing.googleId) throw new GoogleSignInError('account_conflict');
        await this.sessions.revokeAll(existing.id, manager);
        return this.users.update(
          existing,
          {
            googleId: profile.sub,
            googleEmail: profile.email,
            avatar: existing.avatar ?? profile.picture,
            isEmailVerified: true,
            // Password and name typed before the address was proven may be a stranger's.
            ...(existing.isEmailVerified
              ? {}
              : { passwordHash: null, name: profile.name || nameFromAddress(existing.email) }),
          },
          manager,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new GoogleSignInError('account_conflict');
      throw error;
    }
  }
}
