import { Module } from '@nestjs/common';
import { AuditController } from './audit/audit.controller';

/**
 * Everything under /api/admin: every controller carries @Roles('admin') at class level (the
 * authorization matrix in test/e2e/admin-authorization.e2e-spec.ts fails a controller without it).
 */
@Module({
  controllers: [AuditController],
})
export class AdminModule {}
