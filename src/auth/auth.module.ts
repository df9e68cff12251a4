import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { OtpModule } from '../otp/otp.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { HousekeepingService } from './housekeeping.service';
import { JwtStrategy } from './jwt.strategy';
import { PasswordService } from './password.service';

/** /api/auth/*: sign-up, sign-in, links, sessions. The JWT guard is global (AppModule). */
@Module({
  imports: [PassportModule, UsersModule, SessionsModule, OtpModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordService, JwtStrategy, HousekeepingService],
  exports: [AuthService, PasswordService],
})
export class AuthModule {}
