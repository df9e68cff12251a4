import { Inject, Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { googleLinkedMail } from '../../mail/templates/account-security';
import { MailService } from '../../mail/mail.service';
import { SecurityEventsService } from '../../security-events/security-events.service';
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
 * the mailbox; a reset can set one again). The link is recorded and the owner mailed, as linking
 * from the account page is.
 */
@Injectable()
export class GoogleAccounts {
  private readonly logger = new Logger('Google');

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly events: SecurityEventsService,
    private readonly mail: MailService,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async accountOf(profile: GoogleProfile): Promise<User> {
    let linkedNow: { email: string; ownName: string | null } | null = null;
    const user = await this.findOrLink(profile, (email, ownName) => {
      linkedNow = { email, ownName };
    });
    if (linkedNow) {
      const { email, ownName } = linkedNow;
      await this.mail
        .send(googleLinkedMail(email, ownName, this.config.appUrl))
        .catch((error: unknown) =>
          this.logger.warn(`google-linked notice not sent: ${(error as Error).message}`),
        );
    }
    return user;
  }

  private async findOrLink(
    profile: GoogleProfile,
    onLinked: (email: string, ownName: string | null) => void,
  ): Promise<User> {
    try {
      return await this.txHost.withTransaction(async () => {
        const linked = await this.users.findByGoogleId(profile.sub);
        if (linked) {
          if (!linked.avatar && profile.picture) {
            return this.users.update(linked, { avatar: profile.picture });
          }
          return linked;
        }
        if (!profile.email || !profile.emailVerified) {
          throw new GoogleSignInError('google_email_unverified');
        }
        const existing = await this.users.findByEmail(profile.email);
        if (!existing) {
          return this.users.create({
            name: profile.name,
            email: profile.email,
            passwordHash: null,
            isEmailVerified: true,
            googleId: profile.sub,
            googleEmail: profile.email,
            avatar: profile.picture,
          });
        }
        if (existing.googleId) throw new GoogleSignInError('account_conflict');
        await this.sessions.revokeAll(existing.id);
        await this.events.record(existing.id, 'google-linked', undefined, profile.email);
        // A name chosen before the address was proven may be a stranger's: not used in the notice.
        onLinked(existing.email, existing.isEmailVerified ? existing.name : null);
        return this.users.update(existing, {
          googleId: profile.sub,
          googleEmail: profile.email,
          avatar: existing.avatar ?? profile.picture,
          isEmailVerified: true,
          // Password and name typed before the address was proven may be a stranger's.
          ...(existing.isEmailVerified
            ? {}
            : { passwordHash: null, name: profile.name || nameFromAddress(existing.email) }),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new GoogleSignInError('account_conflict');
      throw error;
    }
  }
}
