import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Encryption } from '../../common/encryption';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { User } from '../../users/user.entity';
import { AccountMailModule } from '../account-mail.module';
import { RecoveryCode } from './recovery-code.entity';
import { RecoveryCodes } from './recovery-codes';
import { TotpController } from './totp.controller';
import { TotpAccountData } from './totp-account-data';
import { TotpService } from './totp.service';

/**
 * /api/auth/totp/*: the authenticator app and its recovery codes. AuthModule and GoogleModule
 * import it to check app codes at sign-in and reauth.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, RecoveryCode]), AccountMailModule],
  controllers: [TotpController],
  providers: [
    {
      provide: Encryption,
      useFactory: (config: AppConfig) =>
        new Encryption(Buffer.from(config.encryptionKey, 'base64')),
      inject: [APP_CONFIG],
    },
    RecoveryCodes,
    TotpService,
    TotpAccountData,
  ],
  exports: [TotpService],
})
export class TotpModule {}
