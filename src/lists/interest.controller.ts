import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, OptionalAuth, type Principal } from '../common/principal';
import { Honeypot } from '../common/honeypot';
import { Public } from '../common/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import {
  ConfirmListDto,
  ConfirmedInterest,
  InterestDto,
  InterestStatus,
  MemberInterestDto,
} from './lists.dto';
import { NEWS_LIST } from './course-lists';
import { LIST_SENTENCES, SubscriptionsService } from './subscriptions.service';

@ApiTags('lists')
@Controller('interest')
export class InterestController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Public()
  @OptionalAuth()
  @RateLimit('contact')
  @Post()
  @Honeypot(202, { status: 'pending' })
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Register interest in an upcoming course. Signed in: on the list immediately, answered 201. ' +
      'Signed out: `email` is required and a confirmation link is mailed (202), the same answer ' +
      'for every address.',
  })
  @ApiCreatedResponse({ type: InterestStatus })
  @ApiAcceptedResponse({ type: InterestStatus })
  async register(
    @Body() dto: InterestDto,
    @CurrentPrincipal() principal: Principal | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<InterestStatus> {
    const course = this.subscriptions.upcoming(dto.courseSlug);
    if (principal) {
      await this.subscriptions.joinAsMember(course.slug, principal.user);
      res.status(201);
      return { status: 'confirmed' };
    }
    if (!dto.email) throw new BadRequestException('Please enter your e-mail address.');
    await this.subscriptions.requestAsVisitor(
      course.slug,
      dto.email,
      dto.name ?? null,
      req.ip ?? '',
    );
    res.status(202);
    return { status: 'pending' };
  }

  @RateLimit('read')
  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: "The signed-in member's course interests." })
  @ApiOkResponse({ type: [MemberInterestDto] })
  list(@CurrentPrincipal() principal: Principal): Promise<MemberInterestDto[]> {
    return this.subscriptions.memberInterests(principal.user);
  }

  @RateLimit('session')
  @Delete(':courseSlug')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Withdraw from a course's interest list." })
  async withdraw(
    @Param('courseSlug') slug: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    await this.subscriptions.withdraw(slug, principal.user);
  }

  @Public()
  @RateLimit('contact')
  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Use the mailed confirmation link of a course interest (once).' })
  @ApiOkResponse({ type: ConfirmedInterest })
  async confirm(@Body() dto: ConfirmListDto): Promise<ConfirmedInterest> {
    const list = await this.subscriptions.confirm(dto.token);
    if (!list) throw new BadRequestException(LIST_SENTENCES.linkUsed);
    return { courseSlug: list === NEWS_LIST ? NEWS_LIST : list };
  }
}
