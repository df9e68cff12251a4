import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Honeypot } from '../common/honeypot';
import { Public } from '../common/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { NEWS_LIST } from './course-lists';
import { InterestStatus, NewsDto } from './lists.dto';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('lists')
@Controller('news')
export class NewsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Public()
  @RateLimit('contact')
  @Post()
  @HttpCode(202)
  @Honeypot(202, { status: 'pending' })
  @ApiOperation({
    summary:
      'Stay Connected: mails a link to confirm the subscription to the news (double opt-in), ' +
      'the same answer for every address.',
  })
  @ApiAcceptedResponse({ type: InterestStatus })
  async subscribe(@Body() dto: NewsDto, @Req() req: Request): Promise<InterestStatus> {
    await this.subscriptions.requestAsVisitor(NEWS_LIST, dto.email, dto.name ?? null, req.ip ?? '');
    return { status: 'pending' };
  }
}
