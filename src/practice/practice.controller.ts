import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { RateLimit } from '../throttle/rate-limit.decorator';
import {
  PracticeRangeDto,
  PracticeSessionsDto,
  PracticeSummaryQueryDto,
  UpdatePracticeSessionDto,
} from './dto/practice-session.dto';
import {
  PracticeSessionsView,
  PracticeSessionView,
  PracticeSummaryView,
  StoredSessionsView,
} from './dto/practice-responses';
import { PracticeSessionsPipe } from './practice-sessions.pipe';
import { PracticeSessionsService } from './practice-sessions.service';
import { PracticeSummaryService } from './practice-summary.service';

/** What PracticeSessionsPipe answers: one session or many, checked, as a batch. */
interface SessionsBatch {
  sessions: PracticeSessionsDto['sessions'];
}

/** The member's practice journal (/practice in the browser). */
@ApiTags('practice')
@ApiBearerAuth()
@RateLimit('session')
@Controller('practice')
export class PracticeController {
  constructor(
    private readonly sessions: PracticeSessionsService,
    private readonly summaries: PracticeSummaryService,
  ) {}

  @Post('sessions')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Store one session, or a batch { sessions: [...] }, idempotent by clientId: a session sent ' +
      'again is answered as stored and not stored twice. All or nothing.',
  })
  @ApiBody({ type: PracticeSessionsDto })
  @ApiOkResponse({ type: StoredSessionsView })
  @ApiBadRequestResponse({
    description: 'A session in the future, too long, negative, or too many',
  })
  store(
    @CurrentPrincipal() principal: Principal,
    // An interface, not the class: the app-wide ValidationPipe must leave the body to this pipe.
    @Body(PracticeSessionsPipe) body: SessionsBatch,
  ): Promise<StoredSessionsView> {
    return this.sessions.store(principal.id, body.sessions);
  }

  @Get('sessions')
  @RateLimit('read')
  @ApiOperation({ summary: 'The journal, newest first, between two local days (both included)' })
  @ApiOkResponse({ type: PracticeSessionsView })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() range: PracticeRangeDto,
  ): Promise<PracticeSessionsView> {
    return { sessions: await this.sessions.list(principal.id, range) };
  }

  @Patch('sessions/:id')
  @ApiOperation({ summary: 'Correct a session: practice, minutes, rounds or note' })
  @ApiOkResponse({ type: PracticeSessionView })
  @ApiNotFoundResponse({ description: 'Not a session of this member' })
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() change: UpdatePracticeSessionDto,
  ): Promise<PracticeSessionView> {
    return this.sessions.update(principal.id, id, change);
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a session from the journal' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Not a session of this member' })
  remove(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    return this.sessions.remove(principal.id, id);
  }

  @Get('summary')
  @RateLimit('read')
  @ApiOperation({
    summary:
      'Streaks and totals, counted over the days as the member lived them; the current streak ' +
      'runs to today or yesterday in the zone given (India by default)',
  })
  @ApiOkResponse({ type: PracticeSummaryView })
  summary(
    @CurrentPrincipal() principal: Principal,
    @Query() query: PracticeSummaryQueryDto,
  ): Promise<PracticeSummaryView> {
    return this.summaries.summary(principal.id, query.tz);
  }
}
