import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
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
import { renderMarkdown } from '../common/markdown';
import { CurrentPrincipal, OptionalAuth, type Principal } from '../common/principal';
import { Honeypot } from '../common/honeypot';
import { Public } from '../common/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { CalendarService } from './calendar.service';
import {
  CancelTokenQuery,
  ConfirmRegistrationDto,
  OptionalOccurrenceDto,
  RangeQuery,
  EventRegistrationDto,
} from './events.dto';
import {
  EventDetail,
  MyRegistrationView,
  OccurrenceItem,
  RegistrationCancelled,
  RegistrationConfirmed,
  RegistrationPending,
  RegistrationPlaced,
} from './event-views.dto';
import { REGISTRATION_SENTENCES, RegistrationsService } from './registrations.service';

/** How many coming dates an event's page lists. */
const NEXT_DATES = 12;

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly calendar: CalendarService,
    private readonly registrations: RegistrationsService,
  ) {}

  @Public()
  @RateLimit('read')
  @Get()
  @ApiOperation({
    summary:
      'Occurrences starting in [from, to) (default: now to 180 days on; at most 400 days), ' +
      'cancelled ones with status "cancelled".',
  })
  @ApiOkResponse({ type: [OccurrenceItem] })
  list(@Query() query: RangeQuery) {
    const { from, to } = this.calendar.window(query.from, query.to);
    return this.calendar.occurrences(from, to);
  }

  @RateLimit('read')
  @Get('registrations/mine')
  @ApiBearerAuth()
  @ApiOperation({ summary: "The member's coming registrations, soonest first, with online links." })
  @ApiOkResponse({ type: [MyRegistrationView] })
  mine(@CurrentPrincipal() principal: Principal) {
    return this.registrations.mine(principal.user);
  }

  @Public()
  @RateLimit('contact')
  @Post('registrations/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "Use a visitor's mailed confirmation link (once)." })
  @ApiOkResponse({ type: RegistrationConfirmed })
  confirm(@Body() dto: ConfirmRegistrationDto) {
    return this.registrations.confirm(dto.token);
  }

  @Public()
  @RateLimit('read')
  @Get('registrations/cancel')
  @ApiOperation({ summary: 'What a mailed cancel link names, for the page with the button.' })
  async describeCancel(@Query() query: CancelTokenQuery) {
    const found = await this.registrations.describeToken(query.token);
    if (!found) throw new BadRequestException(REGISTRATION_SENTENCES.badCancel);
    return found;
  }

  /**
   * The one-click cancel of every registration mail. The token is an HMAC nobody can make without
   * the server's key, as the lists' unsubscribe link (src/lists/unsubscribe.controller.ts).
   */
  @Public()
  @RateLimit('contact')
  @Post('registrations/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel the registration a mailed link names (no sign-in).' })
  @ApiOkResponse({ type: RegistrationCancelled })
  async cancelByToken(@Query() query: CancelTokenQuery) {
    const event = await this.registrations.cancelByToken(query.token);
    return {
      message: 'Your registration is cancelled. Thank you for freeing the place.',
      ...event,
    };
  }

  @Public()
  @OptionalAuth()
  @RateLimit('read')
  @Get(':slug')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'The event with its next dates; the online link and the viewer’s registrations only for a ' +
      'signed-in member registered for it.',
  })
  @ApiOkResponse({ type: EventDetail })
  async one(@Param('slug') slug: string, @CurrentPrincipal() principal: Principal | undefined) {
    const event = await this.calendar.bySlug(slug);
    const next = await this.calendar.upcomingOf(event, NEXT_DATES);
    const mine = principal ? await this.registrations.mineOf(event.id, principal.user) : [];
    const seat = principal ? await this.registrations.holdsSeat(event.id, principal.user) : false;
    return {
      slug: event.slug,
      title: event.title,
      kind: event.kind,
      descriptionHtml: renderMarkdown(event.description).html,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      timeZone: event.timeZone,
      rrule: event.rrule,
      until: event.until?.toISOString() ?? null,
      place: event.place,
      mapUrl: event.mapUrl,
      online: event.online,
      onlineLink: seat && event.online ? event.onlineLink : null,
      capacity: event.capacity,
      registrationOpen: event.registrationOpen && event.status === 'scheduled',
      status: event.status,
      updatedAt: event.updatedAt.toISOString(),
      next,
      mine,
    };
  }

  @Public()
  @OptionalAuth()
  @RateLimit('contact')
  @Post(':slug/registrations')
  @Honeypot(202, { status: 'pending' })
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Register for a date (the next one when `occurrence` is not given). Signed in: 201 ' +
      '{ status: confirmed | waitlisted }. Signed out: `email` required, a confirmation link is ' +
      'mailed, 202 { status: pending }, the same answer for every address.',
  })
  @ApiCreatedResponse({ type: RegistrationPlaced })
  @ApiAcceptedResponse({ type: RegistrationPending })
  async register(
    @Param('slug') slug: string,
    @Body() dto: EventRegistrationDto,
    @CurrentPrincipal() principal: Principal | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (principal) {
      const placed = await this.registrations.registerMember(slug, dto.occurrence, principal.user);
      res.status(201);
      return placed;
    }
    if (!dto.email) throw new BadRequestException('Please enter your e-mail address.');
    await this.registrations.requestAsVisitor(
      slug,
      dto.occurrence,
      dto.email,
      dto.name ?? null,
      req.ip ?? '',
    );
    res.status(202);
    return { status: 'pending' };
  }

  @RateLimit('session')
  @Delete(':slug/registrations/mine')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Leave a date (the next one held when `occurrence` is not given); the first on the ' +
      'waitlist is promoted and mailed.',
  })
  async cancelMine(
    @Param('slug') slug: string,
    @Body() dto: OptionalOccurrenceDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    await this.registrations.cancelMine(slug, dto.occurrence, principal.user);
  }
}
