import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { UAParser } from 'ua-parser-js';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import type { Principal } from '../../common/principal';
import type { RequestContext } from '../../common/request-context';
import { isUniqueViolation } from '../../common/unique-violation';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { passkeyAddedMail, passkeyRemovedMail } from '../../mail/templates/account-factors';
import { SecurityEventsService } from '../../security-events/security-events.service';
import { SessionsService } from '../../sessions/sessions.service';
import type { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { AccountMail } from '../account-mail';
import { AuthService, type SignedIn } from '../auth.service';
import { CHALLENGE_TTL_MS, PasskeyChallenges } from './passkey-challenges';
import { Passkey } from './passkey.entity';
import type { PasskeyResponse } from './passkeys.dto';
import { DomainError } from '../../common/domain-error';

export const PASSKEY_MESSAGES = {
  notAdded: 'The passkey could not be added. Please try again.',
  alreadyAdded: 'This passkey is already added to an account.',
  unknown:
    'This passkey is not registered with any account. It may have been removed: please sign in with your e-mail and password, then add it again in your account settings.',
  failed: 'The passkey sign-in could not be completed. Please try again.',
  notFound: 'That passkey was not found in your account.',
  none: 'Your account has no passkeys yet. Please confirm with your password or a code.',
  notYours: 'That passkey is not one of your account’s passkeys. Please choose another one.',
  lastWayIn:
    'This passkey is the only way into your account. Set a password or connect Google first, then remove it.',
} as const;

/** The user handle of an account: its UUID's 16 bytes (no address or name leaves in it). */
const userHandle = (userId: string) => Buffer.from(userId.replace(/-/g, ''), 'hex');

/** A passkey's default name: the browser and system it was made on, e.g. “Chrome on Linux”. */
export function deviceName(userAgent: string | undefined): string {
  const { browser, os } = UAParser(userAgent ?? '');
  const name = [browser.name, os.name].filter(Boolean).join(' on ');
  return name.slice(0, 60) || 'Passkey';
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): adding one in a recently proven session, listing,
 * renaming and removing them, and signing in with one. The relying party is APP_URL's host and
 * origin; resident keys are preferred, and user verification is required to sign in or confirm
 * it is the member (a passkey replaces both the password and the second factor).
 */
@Injectable()
export class PasskeysService {
  private readonly rpID: string;
  private readonly origin: string;

  constructor(
    @InjectRepository(Passkey) private readonly passkeys: Repository<Passkey>,
    private readonly challenges: PasskeyChallenges,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly events: SecurityEventsService,
    private readonly mail: AccountMail,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly clock: Clock,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const url = new URL(config.appUrl);
    this.rpID = url.hostname;
    this.origin = url.origin;
  }

  /** The Passkey table in the current transaction, if one is open (else the default manager). */
  private get passkeyRows(): Repository<Passkey> {
    return this.txHost.tx.getRepository(Passkey);
  }

  async registrationOptions(user: User): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.passkeys.findBy({ userId: user.id });
    const options = await generateRegistrationOptions({
      rpName: 'Pragya Trust',
      rpID: this.rpID,
      userName: user.email,
      userID: userHandle(user.id),
      userDisplayName: user.name,
      timeout: CHALLENGE_TTL_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({
        id: key.credentialId,
        transports: key.transports?.split(',') ?? undefined,
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.challenges.forRegistration(options.challenge, user.id);
    return options;
  }

  async register(
    user: User,
    response: RegistrationResponseJSON,
    name: string | undefined,
    userAgent: string | undefined,
    sessionId: string | null = null,
  ): Promise<PasskeyResponse> {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => this.challenges.consumeRegistration(challenge, user.id),
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) throw new DomainError('invalid', PASSKEY_MESSAGES.notAdded);
    const info = verified.registrationInfo;
    const passkey: Passkey = {
      id: randomUUID(),
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey),
      counter: String(info.credential.counter),
      transports: info.credential.transports?.join(',').slice(0, 200) || null,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: name || deviceName(userAgent),
      createdAt: this.clock.now(),
      lastUsedAt: null,
      addedBySession: sessionId,
    };
    try {
      await this.txHost.withTransaction(async () => {
        await this.passkeyRows.insert(passkey);
        await this.events.record(user.id, 'passkey-added', undefined, passkey.name);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'passkeys_credential_id_key')) {
        throw new DomainError('invalid', PASSKEY_MESSAGES.alreadyAdded);
      }
      throw error;
    }
    const message = passkeyAddedMail(user.email, user.name, this.mail.appUrl, passkey.name);
    this.mail.later('passkey-added notice', () =>
      this.mail.notify(message, 'passkey-added notice'),
    );
    return toResponse(passkey);
  }

  /** Reads in the caller's transaction, if any (the data export's). */
  async list(userId: string): Promise<PasskeyResponse[]> {
    const keys = await this.passkeyRows.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return keys.map(toResponse);
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyResponse> {
    const key = await this.own(userId, id);
    await this.passkeys.update({ id: key.id }, { name });
    return toResponse({ ...key, name });
  }

  /**
   * Removes a passkey (the session proved its owner recently), records it and mails the owner.
   * The account's last passkey stays while it is the only way in (no password, no Google).
   */
  async remove(user: User, id: string, ctx: RequestContext): Promise<void> {
    const key = await this.own(user.id, id);
    await this.txHost.withTransaction(async () => {
      if (!user.passwordHash && !user.googleId) {
        const [{ count }] = (await this.txHost.tx.query(
          `SELECT count(*)::int AS count FROM (SELECT id FROM passkeys WHERE user_id = $1 FOR UPDATE) k`,
          [user.id],
        )) as [{ count: number }];
        if (count <= 1) throw new DomainError('conflict', PASSKEY_MESSAGES.lastWayIn);
      }
      await this.passkeyRows.delete({ id: key.id, userId: user.id });
      await this.events.record(user.id, 'passkey-removed', ctx, key.name);
    });
    const message = passkeyRemovedMail(user.email, user.name, this.mail.appUrl, key.name);
    this.mail.later('passkey-removed notice', () =>
      this.mail.notify(message, 'passkey-removed notice'),
    );
  }

  /** Options for a sign-in with any passkey of the site (discoverable credentials, autofill). */
  async authenticationOptions(): Promise<{
    options: PublicKeyCredentialRequestOptionsJSON;
    binding: string;
  }> {
    await this.challenges.deleteExpired();
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      userVerification: 'required',
      timeout: CHALLENGE_TTL_MS,
    });
    const binding = await this.challenges.forAuthentication(options.challenge);
    return { options, binding };
  }

  /**
   * A full sign-in with a passkey: the signature over this browser's challenge, then the stored
   * counter must move forward (a cloned authenticator shows up as a counter that does not). The
   * new session counts as proven; no second factor is asked, a passkey being one already.
   */
  async authenticate(
    response: AuthenticationResponseJSON,
    binding: string | undefined,
  ): Promise<SignedIn> {
    const key = await this.byCredential(response);
    if (!key) throw new DomainError('invalid', PASSKEY_MESSAGES.unknown);
    const handle = response.response?.userHandle;
    if (handle && handle !== userHandle(key.userId).toString('base64url')) {
      throw new DomainError('invalid', PASSKEY_MESSAGES.failed);
    }
    const user = await this.users.findById(key.userId);
    if (!user) throw new DomainError('invalid', PASSKEY_MESSAGES.unknown);
    return this.assert(
      key,
      response,
      (challenge) => this.challenges.consumeAuthentication(challenge, binding),
      () => this.auth.openSession(user, 'passkey'),
    );
  }

  /** Options to confirm it is the member with one of the account's own passkeys. */
  async reauthOptions(user: User): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const keys = await this.passkeys.findBy({ userId: user.id });
    if (!keys.length) throw new DomainError('invalid', PASSKEY_MESSAGES.none);
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      userVerification: 'required',
      timeout: CHALLENGE_TTL_MS,
      allowCredentials: keys.map((key) => ({
        id: key.credentialId,
        transports: key.transports?.split(',') ?? undefined,
      })),
    });
    await this.challenges.forReauth(options.challenge, user.id);
    return options;
  }

  /** A passkey of the account proves the member again: the session counts as recent. */
  async reauthenticate(principal: Principal, response: AuthenticationResponseJSON): Promise<void> {
    const key = await this.byCredential(response);
    if (!key || key.userId !== principal.id) {
      throw new DomainError('invalid', PASSKEY_MESSAGES.notYours);
    }
    await this.assert(
      key,
      response,
      (challenge) => this.challenges.consumeReauth(challenge, principal.id),
      () => this.sessions.markProven(principal.sessionId, principal.id),
    );
  }

  private byCredential(response: AuthenticationResponseJSON): Promise<Passkey | null> {
    const id = (response as { id?: unknown }).id;
    if (typeof id !== 'string' || id.length > 512) return Promise.resolve(null);
    return this.passkeys.findOneBy({ credentialId: id });
  }

  /**
   * Checks a passkey's signature over a challenge that `consume` uses up, with user verification
   * (the authenticator checked its owner), then in one transaction
   * stores its counter (which the library checked moved forward), backup flag and last use, and
   * does `then`.
   */
  private async assert<T>(
    key: Passkey,
    response: AuthenticationResponseJSON,
    consume: (challenge: string) => Promise<boolean>,
    then: () => Promise<T>,
  ): Promise<T> {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: consume,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(key.publicKey),
        counter: Number(key.counter),
        transports: key.transports?.split(',') as never,
      },
      // A passkey sign-in skips the second factor and proves the session: only with the device's
      // own check of its owner (PIN, biometrics), never with mere presence.
      requireUserVerification: true,
    }).catch(() => null);
    if (!verified?.verified) throw new DomainError('invalid', PASSKEY_MESSAGES.failed);
    const info = verified.authenticationInfo;
    return this.txHost.withTransaction(async () => {
      await this.passkeyRows.update(
        { id: key.id },
        {
          counter: String(info.newCounter),
          backedUp: info.credentialBackedUp,
          lastUsedAt: this.clock.now(),
        },
      );
      return then();
    });
  }

  /** The account's passkeys for the data export: names and dates, never key material. */
  async exportFor(userId: string): Promise<Array<Omit<PasskeyResponse, 'id'>>> {
    return (await this.list(userId)).map(({ name, createdAt, lastUsedAt, backedUp }) => ({
      name,
      createdAt,
      lastUsedAt,
      backedUp,
    }));
  }

  private async own(userId: string, id: string): Promise<Passkey> {
    const key = /^[0-9a-f-]{36}$/i.test(id) ? await this.passkeys.findOneBy({ id, userId }) : null;
    if (!key) throw new DomainError('not-found', PASSKEY_MESSAGES.notFound);
    return key;
  }
}

function toResponse(key: Passkey): PasskeyResponse {
  return {
    id: key.id,
    name: key.name,
    createdAt: new Date(key.createdAt).toISOString(),
    lastUsedAt: key.lastUsedAt ? new Date(key.lastUsedAt).toISOString() : null,
    backedUp: Boolean(key.backedUp),
  };
}
