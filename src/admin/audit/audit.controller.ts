import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../auth/roles.decorator';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { AuditPage, AuditQuery, toAuditEntryDto } from './audit.dto';
import { AuditService } from './audit.service';
import { AuditTargets } from './audit-targets';
import { ADMIN_PAGE_SIZE } from '../admin-query';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/audit')
export class AuditController {
  constructor(
    private readonly audit: AuditService,
    private readonly targets: AuditTargets,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The admin audit log, newest first, filtered by action and actor' })
  @ApiOkResponse({ type: AuditPage })
  async list(@Query() query: AuditQuery): Promise<AuditPage> {
    const page = query.page ?? 1;
    const [{ items, total }, actions] = await Promise.all([
      this.audit.list({ page, action: query.action, actor: query.actor }),
      this.audit.actions(),
    ]);
    const names = await this.targets.names(items);
    return {
      items: items.map((entry) =>
        toAuditEntryDto(entry, names.get(`${entry.targetType}:${entry.targetId}`) ?? null),
      ),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      total,
      actions,
    };
  }
}
