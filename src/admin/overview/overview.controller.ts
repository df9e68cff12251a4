import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Roles } from '../../auth/roles.decorator';
import { RateLimit } from '../../throttle/rate-limit.decorator';

export class AdminOverview {
  @ApiProperty({ description: 'Contact messages not yet marked handled' })
  unhandledMessages: number;
  @ApiProperty({ description: 'Accounts made in the last seven days' })
  membersThisWeek: number;
  @ApiProperty({ description: 'Every account' })
  members: number;
  @ApiProperty({ description: 'Events not cancelled that have a date still to come' })
  upcomingEvents: number;
}

/**
 * GET /api/admin/overview: the counts the admin's first page opens with (the interest per course
 * comes from GET /api/admin/interest). One round trip of small aggregates; a repeating event counts
 * as still to come until its last date.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/overview')
export class AdminOverviewController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Unhandled messages, members (all and this week), upcoming events' })
  @ApiOkResponse({ type: AdminOverview })
  async overview(): Promise<AdminOverview> {
    const [row] = (await this.db.query(
      `SELECT
         (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) AS "unhandledMessages",
         (SELECT count(*)::int FROM users WHERE created_at > now() - interval '7 days')
           AS "membersThisWeek",
         (SELECT count(*)::int FROM users) AS members,
         (SELECT count(*)::int FROM events
           WHERE status = 'scheduled'
             AND CASE WHEN rrule IS NULL THEN ends_at > now()
                      ELSE until IS NULL OR until > now() END) AS "upcomingEvents"`,
    )) as AdminOverview[];
    return row;
  }
}
