import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { OtpModule } from '../otp/otp.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountMailModule } from './account-mail.module';
import { EmailCodeService } from './email-code.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { HousekeepingService } from './housekeeping.service';
import { JobsModule } from '../jobs/jobs.module';
import { JwtStrategy } from './jwt.strategy';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { ReauthController } from './reauth/reauth.controller';
import { ReauthService } from './reauth/reauth.service';
import { SignInController } from './signin.controller';
import { SignInService } from './signin.service';
import { SignUpController } from './signup.controller';
import { SignUpService } from './signup.service';
import { TotpModule } from './totp/totp.module';

/**
 * /api/auth/*: one service per flow (sign-up and verification, sign-in and the second factor,
 * password reset), sessions. Google sign-in is GoogleModule. The JWT guard is global (AppModule).
 */
@Module({
  imports: [
    PassportModule,
    UsersModule,
    SessionsModule,
    OtpModule,
    TotpModule,
    AccountMailModule,
    JobsModule,
  ],
  controllers: [
    SignUpController,
    SignInController,
    PasswordResetController,
    AuthController,
    ReauthController,
  ],
  providers: [
    AuthService,
    SignUpService,
    SignInService,
    PasswordResetService,
    PasswordService,
    JwtStrategy,
    HousekeepingService,
    ReauthService,
    EmailCodeService,
  ],
  exports: [
    AuthService,
    SignInService,
    PasswordService,
    ReauthService,
    AccountMailModule,
    SignUpService,
    EmailCodeService,
  ],
})
export class AuthModule {}
