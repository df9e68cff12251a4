import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../auth/roles.decorator';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { Public } from '../common/public.decorator';
import { uuidParam } from '../common/uuid-param';
import { RateLimit } from '../throttle/rate-limit.decorator';
import {
  AdminCourseRunView,
  CourseRunView,
  EnrollmentLetterView,
  NewRunDto,
  NextRunView,
  RunChangeDto,
} from './course-runs.dto';
import { CourseRunsAdminService } from './course-runs-admin.service';
import { CourseRunsService } from './course-runs.service';

const RUN_ID = uuidParam('This course has no run with that number.');

/** The public side: a course's runs for its page, the next starts for /courses. */
@ApiTags('courses')
@Controller()
export class CourseRunsController {
  constructor(private readonly runs: CourseRunsService) {}

  @Public()
  @RateLimit('read')
  @Get('courses/:slug/runs')
  @ApiOperation({ summary: "A course's upcoming and current runs, the next first." })
  @ApiOkResponse({ type: [CourseRunView] })
  @ApiNotFoundResponse({ description: 'No such course in the catalogue' })
  ofCourse(@Param('slug') slug: string): Promise<CourseRunView[]> {
    return this.runs.ofCourse(slug);
  }

  @Public()
  @RateLimit('read')
  @Get('course-runs/next')
  @ApiOperation({
    summary: 'By course slug, the start of its next run (courses without one are left out).',
  })
  @ApiOkResponse({
    schema: { additionalProperties: { $ref: '#/components/schemas/NextRunView' } },
  })
  @ApiExtraModels(NextRunView)
  next(): Promise<Record<string, NextRunView>> {
    return this.runs.nextStarts();
  }

  @RateLimit('read')
  @Get('course-runs/mine')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'The upcoming and current runs of the courses the member registered interest in.',
  })
  @ApiOkResponse({ type: [CourseRunView] })
  mine(@CurrentPrincipal() principal: Principal): Promise<CourseRunView[]> {
    return this.runs.ofMember(principal);
  }
}

/** The admin's runs of the catalogue's courses (every change in the audit log). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin')
export class AdminCourseRunsController {
  constructor(private readonly admin: CourseRunsAdminService) {}

  @Get('course-runs')
  @ApiOperation({ summary: 'Every run of every course, the latest start first.' })
  @ApiOkResponse({ type: [AdminCourseRunView] })
  all(): Promise<AdminCourseRunView[]> {
    return this.admin.list();
  }

  @Get('courses/:slug/runs')
  @ApiOperation({ summary: "A course's runs, the latest start first." })
  @ApiOkResponse({ type: [AdminCourseRunView] })
  ofCourse(@Param('slug') slug: string): Promise<AdminCourseRunView[]> {
    return this.admin.list(slug);
  }

  @Post('courses/:slug/runs')
  @ApiOperation({
    summary:
      'Announce a run. Created as enrollment-open, its letter goes to the interest list at once.',
  })
  @ApiCreatedResponse({ schema: { properties: { id: { type: 'string', format: 'uuid' } } } })
  @ApiBadRequestResponse({ description: 'An unknown course, impossible dates or sessions' })
  create(
    @Param('slug') slug: string,
    @Body() dto: NewRunDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ id: string }> {
    return this.admin.create(slug, dto, principal);
  }

  @Patch('courses/:slug/runs/:id')
  @ApiOperation({
    summary:
      'Change a run. Becoming enrollment-open queues the letter to the interest list (once per run).',
  })
  @ApiOkResponse({ type: AdminCourseRunView })
  update(
    @Param('slug') slug: string,
    @Param('id', RUN_ID) id: string,
    @Body() dto: RunChangeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminCourseRunView> {
    return this.admin.update(slug, id, dto, principal);
  }

  @Delete('courses/:slug/runs/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a run.' })
  @ApiNoContentResponse()
  remove(
    @Param('slug') slug: string,
    @Param('id', RUN_ID) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    return this.admin.remove(slug, id, principal);
  }

  @Get('courses/:slug/runs/:id/letter')
  @ApiOperation({
    summary:
      'The letter opening enrollment would send, exactly as queued, and how many it would reach.',
  })
  @ApiOkResponse({ type: EnrollmentLetterView })
  letter(
    @Param('slug') slug: string,
    @Param('id', RUN_ID) id: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.admin.preview(slug, id, principal);
  }
}
