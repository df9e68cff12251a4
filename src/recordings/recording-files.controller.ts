import {
  Controller,
  Get,
  Header,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Req,
  Res,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { podcastCover } from './podcast-cover';
import { sendAudio } from './recording-audio';
import { podcastFeed } from './recording-feed';
import { RECORDING_NOT_FOUND, RecordingsService } from './recordings.service';

const recordingId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(RECORDING_NOT_FOUND),
});

/**
 * The recordings' bytes, the podcast feed and its artwork, outside /api: addresses a podcast app
 * or an <audio> element fetches. Registered before the pages' catch-all route.
 */
@ApiExcludeController()
@Public()
@Controller()
export class RecordingFilesController {
  constructor(
    private readonly recordings: RecordingsService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('recordings/:id/audio')
  async audio(
    @Param('id', recordingId) id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const recording = await this.recordings.find(id);
    if (!recording.contentType) throw new NotFoundException('This recording is a link to a video.');
    try {
      await sendAudio(req, res, this.dataSource, recording);
    } catch (error) {
      // Once the bytes have started, a failure can only end the answer early.
      if (!res.headersSent) throw error;
      res.destroy();
    }
  }

  @Get('resources/recordings/feed.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async feed(): Promise<string> {
    return podcastFeed(
      this.config.appUrl,
      this.config.publicContact.email,
      await this.recordings.list(),
    );
  }

  @Get('resources/recordings/cover.jpg')
  @Header('Content-Type', 'image/jpeg')
  @Header('Cache-Control', 'public, max-age=86400')
  async cover(@Res() res: Response): Promise<void> {
    res.end(await podcastCover());
  }
}
