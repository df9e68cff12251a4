import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OtpModule } from '../../otp/otp.module';
import { Verification } from '../../otp/verification.entity';
import { SessionsModule } from '../../sessions/sessions.module';
import { UsersModule } from '../../users/users.module';
import { AuthModule } from '../auth.module';
import { TotpModule } from '../totp/totp.module';
import { GoogleAccounts } from './google-accounts';
import { GoogleCodes } from './google-codes';
import { GoogleCookies } from './google-cookie';
import { GoogleSignIn } from './google-sign-in.service';
import { GoogleController } from './google.controller';
import { GoogleLinkController } from './google-link.controller';
import { GoogleLinks } from './google-links.service';
import { GoogleAuthGuard } from './google.guard';
import { GoogleStrategy } from './google.strategy';

/** /api/auth/google/*: sign-in with Google (passport-google-oauth20, PKCE, cookie-bound state). */
@Module({
  imports: [
    PassportModule,
    AuthModule,
    UsersModule,
    SessionsModule,
    OtpModule,
    TotpModule,
    TypeOrmModule.forFeature([Verification]),
  ],
  controllers: [GoogleController, GoogleLinkController],
  providers: [
    GoogleCookies,
    GoogleCodes,
    GoogleAccounts,
    GoogleSignIn,
    GoogleLinks,
    GoogleStrategy,
    GoogleAuthGuard,
  ],
})
export class GoogleModule {}
