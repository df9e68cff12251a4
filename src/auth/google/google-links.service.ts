import { Inject, Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/unique-violation';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { googleLinkedMail, googleUnlinkedMail } from '../../mail/templates/account-security';
import type { MailMessage } from '../../mail/mail-message';
import { MailService } from '../../mail/mail.service';
import { SecurityEventsService } from '../../security-events/security-events.service';
import { Clock } from '../../common/clock';
import { AccountSignInMethods } from '../../users/sign-in-methods';
import { User } from '../../users/user.entity';
import type { ConnectedAccounts } from './connected-accounts';
import type { GoogleLinkIntent } from './google-cookie';
import { GoogleSignInError } from './google-errors';
import type { GoogleProfile } from './google-profile';
import { DomainError } from '../../common/domain-error';

export const GOOGLE_LINK_MESSAGES = {
  notLinked: 'Your account is not linked to a Google account.',
  onlyWayIn:
    'Google is the only way you can sign in to this account. Please set a password (or add a passkey) first, then unlink Google.',
} as const;

/**
 * Linking a Google account to the signed-in member's account, and unlinking it. Each is one
 * transaction on the locked account row, with its security event; the notice is mailed after.
 */
@Injectable()
export class GoogleLinks {
  private readonly logger = new Logger('Google');

  constructor(
    private readonly dataSource: DataSource,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly events: SecurityEventsService,
    private readonly methods: AccountSignInMethods,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private lockAccount(id: string, manager: EntityManager): Promise<User | null> {
    return manager
      .getRepository(User)
      .createQueryBuilder('u')
      .setLock('pessimistic_write')
      .where('u.id = :id', { id })
      .getOne();
  }

  /**
   * Links the profile's Google id to the account of `intent` (the caller has checked that its
   * session is live and is the browser's): a
   * Google address that the provider has not verified, a Google id that another account holds and
   * a second Google account are refused (GoogleSignInError codes for /account?google=…).
   */
  async link(profile: GoogleProfile, intent: GoogleLinkIntent): Promise<User> {
    let linked: { user: User; changed: boolean };
    try {
      linked = await this.txHost.withTransaction(async () => {
        const manager = this.txHost.tx;
        const user = await this.lockAccount(intent.u, manager);
        if (!user) throw new GoogleSignInError('link_expired');
        if (user.googleId === profile.sub) return { user, changed: false };
        if (!profile.email || !profile.emailVerified) {
          throw new GoogleSignInError('google_email_unverified');
        }
        const holder = await manager.getRepository(User).findOneBy({ googleId: profile.sub });
        if (holder) throw new GoogleSignInError('link_conflict');
        if (user.googleId) throw new GoogleSignInError('link_other_google');
        const changes = {
          googleId: profile.sub,
          googleEmail: profile.email,
          avatar: user.avatar ?? profile.picture,
          googleLinkedBySession: intent.s,
          updatedAt: this.clock.now(),
        };
        await manager.getRepository(User).update({ id: user.id }, changes);
        await this.events.record(user.id, 'google-linked', undefined, profile.email);
        return { user: Object.assign(user, changes), changed: true };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new GoogleSignInError('link_conflict');
      throw error;
    }
    if (linked.changed) {
      await this.notify(googleLinkedMail(linked.user.email, linked.user.name, this.config.appUrl));
    }
    return linked.user;
  }

  /** What account settings show: Google available here, linked or not, and can it be unlinked. */
  async connected(user: User): Promise<ConnectedAccounts> {
    return {
      google: {
        available: Boolean(this.config.google),
        linked: Boolean(user.googleId),
        email: user.googleId ? (user.googleEmail ?? null) : null,
        canUnlink:
          Boolean(user.googleId) &&
          (await this.methods.hasOtherThanGoogle(user, this.dataSource.manager)),
      },
    };
  }

  /** Unlinks Google, unless it is the only way into the account (then 409 with a sentence). */
  async unlink(userId: string): Promise<void> {
    const user = await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const account = await this.lockAccount(userId, manager);
      if (!account?.googleId) throw new DomainError('not-found', GOOGLE_LINK_MESSAGES.notLinked);
      if (!(await this.methods.hasOtherThanGoogle(account, manager))) {
        throw new DomainError('conflict', GOOGLE_LINK_MESSAGES.onlyWayIn);
      }
      // The picture came from Google (it is the only source of avatars): it goes with the link.
      const changes = {
        googleId: null,
        googleEmail: null,
        avatar: null,
        googleLinkedBySession: null,
        updatedAt: this.clock.now(),
      };
      await manager.getRepository(User).update({ id: account.id }, changes);
      await this.events.record(account.id, 'google-unlinked');
      return account;
    });
    await this.notify(googleUnlinkedMail(user.email, user.name, this.config.appUrl));
  }

  /** The change is committed: a notice that cannot be sent is logged, not turned into an error. */
  private async notify(message: MailMessage): Promise<void> {
    await this.mail
      .send(message)
      .catch((error: unknown) =>
        this.logger.warn(`${message.kind ?? 'notice'} not sent: ${(error as Error).message}`),
      );
  }
}
