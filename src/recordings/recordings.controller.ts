import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../auth/roles.decorator';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { Public } from '../common/public.decorator';
import { uuidParam } from '../common/uuid-param';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { RecordingUploadInterceptor } from './recording-upload';
import {
  CreateRecordingDto,
  CreatedRecordingView,
  RecordingView,
  RecordingsView,
  UpdateRecordingDto,
} from './recordings.dto';
import { RecordingsService, toRecordingView } from './recordings.service';

const recordingId = uuidParam('The recording id must be a UUID.');

/** The public list the Lectures & Talks page reads. */
@ApiTags('recordings')
@Public()
@Controller('recordings')
export class RecordingsController {
  constructor(private readonly recordings: RecordingsService) {}

  @Get()
  @ApiOperation({ summary: 'Every recording, by series, newest first within a series' })
  @ApiOkResponse({ type: RecordingsView })
  async list(): Promise<RecordingsView> {
    return { recordings: (await this.recordings.list()).map(toRecordingView) };
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/recordings')
export class AdminRecordingsController {
  constructor(private readonly recordings: RecordingsService) {}

  @Get()
  @ApiOperation({ summary: 'Every recording, for the admin list' })
  @ApiOkResponse({ type: RecordingsView })
  async list(): Promise<RecordingsView> {
    return { recordings: (await this.recordings.list()).map(toRecordingView) };
  }

  @Post()
  @UseInterceptors(RecordingUploadInterceptor)
  @ApiOperation({
    summary: 'Upload a talk (MP3, M4A/AAC or Opus, up to 300 MB) or add a link to a video',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['title'],
      properties: {
        file: { type: 'string', format: 'binary' },
        url: { type: 'string', description: 'https link to a video, instead of a file' },
        title: { type: 'string' },
        speaker: { type: 'string' },
        recordedOn: { type: 'string', example: '2026-07-10' },
        series: { type: 'string' },
        description: { type: 'string' },
      },
    },
  })
  @ApiCreatedResponse({ type: CreatedRecordingView })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateRecordingDto,
    @Req() req: Request,
  ): Promise<CreatedRecordingView> {
    return this.recordings.create(principal, dto, req.file);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit title, speaker, date, series, description or chapters' })
  @ApiOkResponse({ type: RecordingView })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id', recordingId) id: string,
    @Body() dto: UpdateRecordingDto,
  ): Promise<RecordingView> {
    return toRecordingView(await this.recordings.update(principal, id, dto));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a recording and its audio' })
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', recordingId) id: string,
  ): Promise<void> {
    await this.recordings.remove(principal, id);
  }
}
