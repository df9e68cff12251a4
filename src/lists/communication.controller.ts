import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { RateLimit } from '../throttle/rate-limit.decorator';
import {
  CommunicationPreferencesResponse,
  LeaveListParams,
  NewsPreferenceDto,
} from './communication.dto';
import { CommunicationService } from './communication.service';

/**
 * The member's communication preferences (/account#communication). Mails about the account and
 * about an event they registered for are not here: they are always sent, because they are needed.
 * No recent sign-in: each change only stops or starts mail to the member's own proven address.
 */
@ApiTags('lists')
@ApiBearerAuth()
@Controller('account/communication')
export class CommunicationController {
  constructor(private readonly communication: CommunicationService) {}

  @RateLimit('read')
  @Get()
  @ApiOperation({
    summary: 'Whether the member receives the news, and their course interest lists',
  })
  @ApiOkResponse({ type: CommunicationPreferencesResponse })
  read(@CurrentPrincipal() principal: Principal): Promise<CommunicationPreferencesResponse> {
    return this.communication.preferences(principal.user);
  }

  @RateLimit('session')
  @Put('news')
  @ApiOperation({ summary: "Start or stop the news to the member's own address, without a mail" })
  @ApiOkResponse({ type: CommunicationPreferencesResponse })
  setNews(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: NewsPreferenceDto,
  ): Promise<CommunicationPreferencesResponse> {
    return this.communication.setNews(principal.user, dto.subscribed);
  }

  @RateLimit('session')
  @Delete('interests/:courseSlug')
  @ApiOperation({ summary: "Leave a course's interest list (also when not on it)" })
  @ApiOkResponse({ type: CommunicationPreferencesResponse })
  leave(
    @CurrentPrincipal() principal: Principal,
    @Param() params: LeaveListParams,
  ): Promise<CommunicationPreferencesResponse> {
    return this.communication.leave(principal.user, params.courseSlug);
  }
}
