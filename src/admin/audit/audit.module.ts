import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditEntry } from './admin-audit.entity';
import { AuditService } from './audit.service';

/** Global: admin actions and role changes made anywhere (site, boot, sign-in) are recorded here. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AdminAuditEntry])],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
