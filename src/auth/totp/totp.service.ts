import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrToString } from 'qrcode';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { Encryption } from '../../common/encryption';
import {
  appSecondFactorOffMail,
  appSecondFactorOnMail,
  recoveryCodesRegeneratedMail,
  recoveryCodeUsedMail,
} from '../../mail/templates/account-factors';
import { SecurityEventsService } from '../../security-events/security-events.service';
import { secondFactorOf, type SecondFactor } from '../../users/second-factor';
import { User } from '../../users/user.entity';
import { AccountMail } from '../account-mail';
import { RecoveryCodes } from './recovery-codes';
import { DomainError } from '../../common/domain-error';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP = {
  issuer: 'Pragya Trust',
  periodSeconds: 30,
  /** One step either side of now (seconds): clocks drift and people type slowly. */
  toleranceSeconds: 30,
  setupTtlMs: 15 * 60_000,
} as const;

export const TOTP_MESSAGES = {
  alreadyOn:
    'The authenticator app is already on. Turn it off first if you want to set up another one.',
  notOn: 'The authenticator app is not turned on for your account.',
  noSetup: 'Please start setting up the authenticator app again: the code shown has expired.',
  wrongSetupCode:
    'That code does not match. Check that the app shows “Pragya Trust” and enter its current 6-digit code.',
  verifyFirst: 'Please confirm your e-mail address before turning on a second factor.',
} as const;

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The second-factor state of an account, without any secret (settings page, data export). */
export interface SecondFactorState {
  secondFactor: SecondFactor;
  appSince: string | null;
  recoveryCodesLeft: number;
}

/**
 * The authenticator app: setting it up (a secret sealed with AES-256-GCM, pending until a code
 * confirms it), turning it off, recovery codes, and checking a code at sign-in or reauth. A code
 * is accepted once: its time step must be later than the last accepted one, written by one
 * conditional update, so two requests racing with the same code cannot both pass.
 */
@Injectable()
export class TotpService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly clock: Clock,
    private readonly box: Encryption,
    private readonly recovery: RecoveryCodes,
    private readonly events: SecurityEventsService,
    private readonly mail: AccountMail,
  ) {}

  private epoch(): number {
    return Math.floor(this.clock.nowMs() / 1000);
  }

  /** A new secret, kept sealed beside the account for 15 minutes until a code confirms it. */
  async setup(user: User): Promise<TotpSetup> {
    if (user.totpSecret) throw new DomainError('invalid', TOTP_MESSAGES.alreadyOn);
    if (!user.isEmailVerified) throw new DomainError('invalid', TOTP_MESSAGES.verifyFirst);
    const secret = generateSecret();
    const otpauthUrl = generateURI({ issuer: TOTP.issuer, label: user.email, secret });
    const qrSvg = await qrToString(otpauthUrl, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    await this.users.update(
      { id: user.id },
      {
        totpPendingSecret: this.box.seal(secret, user.id),
        totpPendingUntil: new Date(this.clock.nowMs() + TOTP.setupTtlMs),
      },
    );
    return { secret, otpauthUrl, qrSvg };
  }

  /**
   * Confirms the pending secret with a code from the app: the app replaces the e-mailed code as
   * the second factor, and ten recovery codes are made (returned once, kept only hashed).
   */
  async enable(user: User, code: string): Promise<{ recoveryCodes: string[] }> {
    const fresh = await this.users.findOneBy({ id: user.id });
    if (fresh?.totpSecret) throw new DomainError('invalid', TOTP_MESSAGES.alreadyOn);
    const pending = fresh?.totpPendingSecret;
    const until = fresh?.totpPendingUntil?.getTime() ?? 0;
    const secret = pending && until > this.clock.nowMs() ? this.box.open(pending, user.id) : null;
    if (!pending || !secret) throw new DomainError('invalid', TOTP_MESSAGES.noSetup);
    const step = await this.stepOf(secret, code);
    if (step === null) throw new DomainError('invalid', TOTP_MESSAGES.wrongSetupCode);
    const recoveryCodes = await this.txHost.withTransaction(async () => {
      const done = await this.txHost.tx
        .createQueryBuilder()
        .update(User)
        .set({
          totpSecret: pending,
          totpLastStep: String(step),
          totpEnabledAt: this.clock.now(),
          totpPendingSecret: null,
          totpPendingUntil: null,
          otpEnabled: false,
          updatedAt: this.clock.now(),
        })
        .where('id = :id AND totp_secret IS NULL AND totp_pending_secret = :pending', {
          id: user.id,
          pending,
        })
        .execute();
      if (!done.affected) throw new DomainError('invalid', TOTP_MESSAGES.noSetup);
      await this.events.record(user.id, 'totp-enabled');
      return this.recovery.replace(user.id);
    });
    Object.assign(user, { totpSecret: pending, otpEnabled: false });
    this.notify(user, appSecondFactorOnMail);
    return { recoveryCodes };
  }

  async disable(user: User): Promise<void> {
    if (!user.totpSecret) throw new DomainError('invalid', TOTP_MESSAGES.notOn);
    await this.txHost.withTransaction(async () => {
      await this.txHost.tx.getRepository(User).update(
        { id: user.id },
        {
          totpSecret: null,
          totpLastStep: null,
          totpEnabledAt: null,
          totpPendingSecret: null,
          totpPendingUntil: null,
          updatedAt: this.clock.now(),
        },
      );
      await this.recovery.removeAll(user.id);
      await this.events.record(user.id, 'totp-disabled');
    });
    user.totpSecret = null;
    this.notify(user, appSecondFactorOffMail);
  }

  /** Ten new recovery codes; the old ones stop working in the same transaction. */
  async regenerateRecoveryCodes(user: User): Promise<{ recoveryCodes: string[] }> {
    if (!user.totpSecret) throw new DomainError('invalid', TOTP_MESSAGES.notOn);
    const recoveryCodes = await this.txHost.withTransaction(async () => {
      await this.events.record(user.id, 'recovery-codes-regenerated');
      return this.recovery.replace(user.id);
    });
    this.notify(user, recoveryCodesRegeneratedMail);
    return { recoveryCodes };
  }

  /**
   * Checks a code at sign-in or reauth for an account with the app on: a current app code (used
   * once) or an unused recovery code (then used up, and the owner told). The caller counts
   * failures toward the account's sign-in limits.
   */
  async verifyCode(user: User, typed: string): Promise<'app' | 'recovery' | null> {
    if (!user.totpSecret) return null;
    const code = typed.trim();
    if (/^\d{6}$/.test(code)) {
      const secret = this.box.open(user.totpSecret, user.id);
      const step = secret ? await this.stepOf(secret, code) : null;
      return step !== null && (await this.acceptStep(user.id, step)) ? 'app' : null;
    }
    if (!(await this.recovery.consume(user.id, code))) return null;
    await this.events.record(user.id, 'recovery-code-used');
    const left = await this.recovery.unusedCount(user.id);
    this.mail.later('recovery-code-used notice', () =>
      this.mail.notify(
        recoveryCodeUsedMail(user.email, user.name, this.mail.appUrl, left),
        'recovery-code-used notice',
      ),
    );
    return 'recovery';
  }

  /**
   * The second-factor state without secrets, for settings pages and the data export. Reads in the
   * caller's transaction, if any: the data export holds the embedded database's only
   * connection, and a read outside it would wait for it until the pool gives up.
   */
  async stateFor(userId: string): Promise<SecondFactorState> {
    const user = await this.txHost.tx.getRepository(User).findOneBy({ id: userId });
    if (!user) return { secondFactor: 'off', appSince: null, recoveryCodesLeft: 0 };
    return {
      secondFactor: secondFactorOf(user),
      appSince: user.totpEnabledAt ? new Date(user.totpEnabledAt).toISOString() : null,
      recoveryCodesLeft: user.totpSecret ? await this.recovery.unusedCount(userId) : 0,
    };
  }

  /** The time step of a code that is valid now (±1 step), else null. */
  private async stepOf(secret: string, code: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    try {
      const result = await verify({
        secret,
        token: code,
        epoch: this.epoch(),
        period: TOTP.periodSeconds,
        epochTolerance: TOTP.toleranceSeconds,
      });
      // The functional API answers for TOTP and HOTP alike; only a TOTP result has a time step.
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    } catch {
      return null;
    }
  }

  /** Records the step as the last accepted one, only if it is later: false for a replay. */
  private async acceptStep(userId: string, step: number): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ totpLastStep: String(step) })
      .where('id = :userId AND totp_secret IS NOT NULL', { userId })
      .andWhere('(totp_last_step IS NULL OR totp_last_step < :step)', { step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  private notify(
    user: User,
    mail: (
      to: string,
      ownName: string | null,
      appUrl: string,
    ) => ReturnType<typeof appSecondFactorOnMail>,
  ): void {
    const message = mail(user.email, user.name, this.mail.appUrl);
    this.mail.later(message.kind ?? 'notice', () =>
      this.mail.notify(message, message.kind ?? 'notice'),
    );
  }
}
