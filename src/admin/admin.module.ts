import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ContactMessage } from '../contact/contact-message.entity';
import { Session } from '../sessions/session.entity';
import { SessionsModule } from '../sessions/sessions.module';
import { User } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { AuditController } from './audit/audit.controller';
import { AuditTargets } from './audit/audit-targets';
import { AdminEmails } from './grants/admin-emails.service';
import { AdminMembersController } from './members/members.controller';
import { AdminMembersService } from './members/members.service';
import {
  AdminMessagesController,
  AdminMessagesExportController,
} from './messages/messages.controller';
import { AdminMessagesService } from './messages/messages.service';
import { AdminOverviewController } from './overview/overview.controller';

/**
 * Everything under /api/admin: every controller carries @Roles('admin') at class level (the
 * authorization matrix in test/e2e/admin-authorization.e2e-spec.ts fails a controller without it).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ContactMessage, User, Session]),
    AuthModule,
    SessionsModule,
    UsersModule,
  ],
  controllers: [
    AuditController,
    AdminMessagesExportController,
    AdminMessagesController,
    AdminMembersController,
    AdminOverviewController,
  ],
  providers: [AdminMessagesService, AdminMembersService, AuditTargets, AdminEmails],
})
export class AdminModule {}
