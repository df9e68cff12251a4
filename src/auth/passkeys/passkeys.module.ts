import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../../sessions/sessions.module';
import { UsersModule } from '../../users/users.module';
import { AccountMailModule } from '../account-mail.module';
import { AuthModule } from '../auth.module';
import { PasskeyChallenges } from './passkey-challenges';
import { Passkey } from './passkey.entity';
import { PasskeysController } from './passkeys.controller';
import { PasskeysAccountData } from './passkeys-account-data';
import { PasskeysService } from './passkeys.service';
import { WebauthnChallenge } from './webauthn-challenge.entity';

/** /api/auth/passkeys/*: WebAuthn passkeys (@simplewebauthn/server). */
@Module({
  imports: [
    AccountMailModule,
    AuthModule,
    UsersModule,
    SessionsModule,
    TypeOrmModule.forFeature([Passkey, WebauthnChallenge]),
  ],
  controllers: [PasskeysController],
  providers: [PasskeysService, PasskeyChallenges, PasskeysAccountData],
  exports: [PasskeysService],
})
export class PasskeysModule {}
