import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListCountsView, SubscribersPage } from './list-views.dto';
import type { Response } from 'express';
import { AuditService } from '../admin/audit/audit.service';
import { Roles } from '../auth/roles.decorator';
import { streamCsv, type CsvColumn } from '../common/csv';
import { NEWS_LIST } from './course-lists';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { AdminListsService, type Subscriber } from './admin-lists.service';
import { AnnouncementsService } from './announcements.service';
import { AnnouncementDto, AnnouncementProgress, SubscribersQuery } from './lists.dto';
import { uuidParam } from '../common/uuid-param';

const CSV_COLUMNS: CsvColumn<Subscriber>[] = [
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Name', value: (row) => row.name },
  { header: 'Status', value: (row) => row.status },
  { header: 'Member', value: (row) => row.member },
  { header: 'Registered', value: (row) => row.createdAt },
  { header: 'Confirmed', value: (row) => row.confirmedAt },
  { header: 'Left', value: (row) => row.unsubscribedAt },
];

/** The lists for the trust: counts, the people on each list (a course slug, or `news`), exports. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/interest')
export class AdminInterestController {
  constructor(
    private readonly lists: AdminListsService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every upcoming course with its confirmed and pending counts.' })
  @ApiOkResponse({ type: [ListCountsView] })
  counts() {
    return this.lists.counts();
  }

  // Before ':list', which would otherwise take "slug.csv" as a list's name.
  @Get(':list.csv')
  @ApiOperation({ summary: 'The whole list as CSV (UTF-8 with BOM, formulas kept as text).' })
  async csv(
    @Param('list') list: string,
    @CurrentPrincipal() principal: Principal,
    @Res() res: Response,
  ): Promise<void> {
    this.lists.checkList(list);
    await this.audit.record({
      actor: principal,
      action: 'list.exported',
      targetType: 'list',
      targetId: list,
    });
    // The news list is not a course's interest: it downloads as news.csv.
    const file = list === NEWS_LIST ? 'news.csv' : `${list}-interest.csv`;
    await streamCsv(res, file, CSV_COLUMNS, this.lists.allSubscribers(list));
  }

  @Get(':list')
  @ApiOperation({ summary: 'The people on a list (a course slug, or news), newest first.' })
  @ApiOkResponse({ type: SubscribersPage })
  subscribers(@Param('list') list: string, @Query() query: SubscribersQuery) {
    return this.lists.subscribers(list, Number(query.page ?? 1), query.status);
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/announcements')
export class AdminAnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Post()
  @ApiOperation({
    summary: 'Send to every confirmed address of the list, in the background, throttled.',
  })
  async create(
    @Body() dto: AnnouncementDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ id: string; total: number }> {
    return this.announcements.create(dto, principal);
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'The mail as a recipient will see it (subject, HTML, text).' })
  preview(@Body() dto: AnnouncementDto, @CurrentPrincipal() principal: Principal) {
    return this.announcements.preview(dto, principal.user);
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({ summary: "Sends the announcement to the admin's own address only." })
  async test(
    @Body() dto: AnnouncementDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ message: string }> {
    await this.announcements.sendTest(dto, principal);
    return { message: `A test was sent to ${principal.user.email}.` };
  }

  @Get('list/:list')
  @ApiOperation({ summary: 'The latest announcements of a list, with their progress.' })
  @ApiOkResponse({ type: [AnnouncementProgress] })
  ofList(@Param('list') list: string) {
    return this.announcements.ofList(list);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Progress: total, sent, failed (and skipped), state sending or done.' })
  @ApiOkResponse({ type: AnnouncementProgress })
  progress(@Param('id', uuidParam('There is no announcement with that number.')) id: string) {
    return this.announcements.progress(id);
  }
}
