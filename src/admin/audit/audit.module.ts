import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditEntry } from './admin-audit.entity';
import { AdminEmails } from '../grants/admin-emails.service';
import { AuditService } from './audit.service';

/**
 * Global: admin actions and role changes made anywhere (site, boot, sign-in) are recorded here,
 * and ADMIN_EMAILS is applied wherever an account is verified or signs in.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AdminAuditEntry])],
  providers: [AuditService, AdminEmails],
  exports: [AuditService, AdminEmails],
})
export class AuditModule {}
