import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditService } from '../admin/audit/audit.service';
import { Roles } from '../auth/roles.decorator';
import { streamCsv, type CsvColumn } from '../common/csv';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { uuidParam } from '../common/uuid-param';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { AdminEventsService, type AdminRegistration } from './admin-events.service';
import { EVENT_SENTENCES } from './calendar.service';
import { AdminEventItem, AdminRegistrationView, EventCreated } from './event-views.dto';
import {
  AttendanceDto,
  CreateEventDto,
  DuplicateEventDto,
  MessageAttendeesDto,
  OccurrenceDto,
  OptionalOccurrenceDto,
  UpdateEventDto,
} from './events.dto';

const CSV_COLUMNS: CsvColumn<AdminRegistration>[] = [
  { header: 'Date (UTC)', value: (row) => row.occurrence },
  { header: 'Name', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Status', value: (row) => row.status },
  { header: 'Member', value: (row) => row.member },
  { header: 'Attended', value: (row) => row.attended },
  { header: 'Registered', value: (row) => row.createdAt },
];

const id = uuidParam(EVENT_SENTENCES.badId);
const registrationId = uuidParam('The registration number is not valid.');

/** The calendar for the trust's administrators (docs/api.md, Events). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/events')
export class AdminEventsController {
  constructor(
    private readonly events: AdminEventsService,
    private readonly audit: AuditService,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Create an event (times ISO 8601 with offset; the slug from the title).',
  })
  @ApiCreatedResponse({ type: EventCreated })
  create(@Body() dto: CreateEventDto, @CurrentPrincipal() admin: Principal) {
    return this.events.create(dto, admin);
  }

  @Get()
  @ApiOperation({ summary: 'Every event, latest first, with its next date and counts.' })
  @ApiOkResponse({ type: [AdminEventItem] })
  list() {
    return this.events.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One event as the edit form needs it.' })
  @ApiOkResponse({ type: AdminEventItem })
  one(@Param('id', id) eventId: string) {
    return this.events.one(eventId);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change an event: only the fields given; SEQUENCE goes up.' })
  @ApiOkResponse({ type: AdminEventItem })
  update(
    @Param('id', id) eventId: string,
    @Body() dto: UpdateEventDto,
    @CurrentPrincipal() admin: Principal,
  ) {
    return this.events.update(eventId, dto, admin);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Cancel the event; everyone registered for a coming date is written to.',
  })
  async cancel(@Param('id', id) eventId: string, @CurrentPrincipal() admin: Principal) {
    await this.events.cancel(eventId, admin);
  }

  @Post(':id/duplicate')
  @ApiOperation({ summary: 'Copy the event as a new one, at a new start when given.' })
  @ApiCreatedResponse({ schema: { example: { id: 'uuid', slug: 'sunday-satsang-2' } } })
  duplicate(
    @Param('id', id) eventId: string,
    @Body() dto: DuplicateEventDto,
    @CurrentPrincipal() admin: Principal,
  ) {
    return this.events.duplicate(eventId, dto.startsAt, admin);
  }

  @Post(':id/cancelled-dates')
  @ApiOperation({ summary: 'Cancel one date of a recurring event (an exception date).' })
  cancelDate(
    @Param('id', id) eventId: string,
    @Body() dto: OccurrenceDto,
    @CurrentPrincipal() admin: Principal,
  ) {
    return this.events.cancelOccurrence(eventId, dto.occurrence, admin);
  }

  // Before ':id/registrations', which would otherwise not match the .csv path at all.
  @Get(':id/registrations.csv')
  @ApiOperation({ summary: 'Who registered, as CSV (UTF-8 with BOM, formulas kept as text).' })
  async csv(
    @Param('id', id) eventId: string,
    @Query() query: OptionalOccurrenceDto,
    @CurrentPrincipal() admin: Principal,
    @Res() res: Response,
  ): Promise<void> {
    const rows = await this.events.registrationsOf(eventId, query.occurrence);
    await this.audit.record({
      actor: admin,
      action: 'event.exported',
      targetType: 'event',
      targetId: eventId,
      detail: { occurrence: query.occurrence ?? null, rows: rows.length },
    });
    async function* all() {
      yield* rows;
    }
    await streamCsv(res, 'registrations.csv', CSV_COLUMNS, all());
  }

  @Get(':id/registrations')
  @ApiOperation({
    summary: 'Who registered: [{ name, email, status, occurrence, … }], one date when given.',
  })
  @ApiOkResponse({ type: [AdminRegistrationView] })
  registrations(@Param('id', id) eventId: string, @Query() query: OptionalOccurrenceDto) {
    return this.events.registrationsOf(eventId, query.occurrence);
  }

  @Put(':id/registrations/:registrationId/attendance')
  @ApiOperation({ summary: 'Check a person in at the door (or undo it).' })
  attendance(
    @Param('id', id) eventId: string,
    @Param('registrationId', registrationId) regId: string,
    @Body() dto: AttendanceDto,
    @CurrentPrincipal() admin: Principal,
  ) {
    return this.events.attendance(eventId, regId, dto.attended, admin);
  }

  @Post(':id/messages')
  @ApiOperation({
    summary:
      'Write to everyone holding a seat (one date, or every coming date) through the ' +
      'announcement queue; progress at GET /api/admin/announcements/:id.',
  })
  @ApiCreatedResponse({ schema: { example: { id: 'uuid', total: 12 } } })
  message(
    @Param('id', id) eventId: string,
    @Body() dto: MessageAttendeesDto,
    @CurrentPrincipal() admin: Principal,
  ) {
    return this.events.message(eventId, dto, admin);
  }
}
