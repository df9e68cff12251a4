import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator';
import { SubscriptionsService } from './subscriptions.service';
import { UnsubscribedView } from './list-views.dto';

/**
 * The address in every list mail's List-Unsubscribe header. Mail programs POST to it with the
 * form body `List-Unsubscribe=One-Click` (RFC 8058) and no cookie: the one exception to the API's
 * JSON-only rule is made for this path alone (src/common/request-body.ts). The token is an HMAC
 * that nobody can make without the server's key, so there is no rate limit to share among the
 * mail providers' few addresses. A person who opens the link gets the page with a button.
 */
@ApiTags('lists')
@Public()
@Controller('lists/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(200)
  @ApiQuery({ name: 'token', description: 'From the List-Unsubscribe header' })
  @ApiOperation({
    summary:
      'One-click unsubscribe (RFC 8058): no sign-in, no confirmation. Takes an empty body, JSON, ' +
      'or the form body List-Unsubscribe=One-Click.',
  })
  @ApiOkResponse({ type: UnsubscribedView })
  async oneClick(@Query('token') token: unknown): Promise<{ message: string; list: string }> {
    const list = await this.subscriptions.unsubscribe(typeof token === 'string' ? token : '');
    return { message: 'You have left the list. We will not write to you about it again.', list };
  }

  @Get()
  @ApiOperation({ summary: 'Opened in a browser: sends the person to the page with a button.' })
  page(@Query('token') token: unknown, @Res() res: Response): void {
    const value = typeof token === 'string' ? token : '';
    res.redirect(303, `/lists/unsubscribe?token=${encodeURIComponent(value)}`);
  }
}
