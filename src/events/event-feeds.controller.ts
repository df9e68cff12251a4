import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { EventFeedsService } from './event-feeds.service';

/**
 * The calendar feeds, outside /api (subscribable as webcal://host/events.ics). Registered by
 * EventFeedsModule before the page renderer's catch-all, as robots.txt and sitemap.xml are.
 */
@ApiTags('events')
@Public()
@Controller()
export class EventFeedsController {
  constructor(private readonly feeds: EventFeedsService) {}

  @RateLimit('read')
  @Get('events.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'inline; filename="pragya-trust.ics"')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Every coming event and course session (iCalendar).' })
  all(): Promise<string> {
    return this.feeds.all();
  }

  @RateLimit('read')
  @Get('events/:slug.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: "One event's dates (iCalendar), for Add to calendar." })
  async one(
    @Param('slug') slug: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const text = await this.feeds.one(slug);
    // Add to calendar: the file is opened by the calendar app under the event's name.
    res.setHeader('Content-Disposition', `attachment; filename="${slug}.ics"`);
    return text;
  }
}
