import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { OtpModule } from '../otp/otp.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountSettingsController } from './account-settings.controller';
import { EmailChangeService } from './email-change.service';
import { PasswordChangeService } from './password-change.service';

/**
 * The member's own account settings: change of e-mail address and password (under /api). The
 * page's forms posted without JavaScript reach them through the account route's action
 * (client/pages/account/account-actions.ts).
 */
@Module({
  imports: [AuthModule, UsersModule, SessionsModule, OtpModule],
  controllers: [AccountSettingsController],
  providers: [EmailChangeService, PasswordChangeService],
})
export class AccountModule {}
