import {
  BadRequestException,
  Controller,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { honeypotFilled } from '../common/honeypot';
import { validate } from 'class-validator';
import type { Request, Response } from 'express';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { formFailureRedirect } from '../ssr/form-failure';
import { formPostRefusal, sendFormRefusal } from '../ssr/form-guard';
import { PageViewer } from '../ssr/page-viewer';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { EVENT_SENTENCES } from './calendar.service';
import { ConfirmRegistrationDto, EventRegistrationDto } from './events.dto';
import { RegistrationsService } from './registrations.service';

function body(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body ? (req.body as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Where a registration form's outcome is shown: the event's card, or the member's dashboard. */
function outcomeUrl(req: Request, outcome: string): string {
  if (body(req).return === 'dashboard') return `/dashboard?events=${outcome}#my-events`;
  return `${req.path}?registration=${outcome}#register`;
}

/** A refused, limited or failed post comes back to its page saying so. */
const EventFormFailure = formFailureRedirect('EventForms', (req) =>
  req.path === '/events/confirm' || req.path === '/events/cancel'
    ? `${req.path}?failed=1`
    : outcomeUrl(req, 'failed'),
);

/**
 * The native posts of the events pages, before (or without) JavaScript, guarded like every page
 * form (docs/decisions/0070-cross-site-form-posts.md): Register and Cancel on an event's page
 * (the member known by the session cookie), and the buttons of the pages a mailed link opens
 * (confirm a visitor's registration; cancel one). Each answers with a redirect to the page's
 * outcome; the API's calls do the same work for scripts.
 */
@Public()
@Controller()
@UseFilters(EventFormFailure)
export class EventsPageFormsController {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly viewers: PageViewer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private refused(req: Request, res: Response, backTo: string): boolean {
    const refusal = formPostRefusal(req, this.config);
    if (refusal) sendFormRefusal(res, refusal, backTo);
    return Boolean(refusal);
  }

  /**
   * The pages a mailed link opens carry its token in their address, so they are served with
   * `Referrer-Policy: no-referrer`, under which Chromium sends `Origin: null` with the page's own
   * form post. Their posts act only with the secret token they carry (nothing of the visitor's
   * cookie), so a post from another site could do nothing its sender could not do already; what
   * is refused is a post the browser itself says came from another site.
   */
  private refusedTokenPost(req: Request, res: Response): boolean {
    const site = req.get('sec-fetch-site');
    const refused = site !== undefined && site !== 'same-origin';
    if (refused) sendFormRefusal(res, 'cross-site', '/events');
    return refused;
  }

  @Post('events/confirm')
  @RateLimit('contact')
  async confirm(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (this.refusedTokenPost(req, res)) return;
    const dto = plainToInstance(ConfirmRegistrationDto, { token: body(req).token });
    if ((await validate(dto)).length) {
      res.redirect(303, '/events/confirm?failed=1');
      return;
    }
    const placed = await this.registrations.confirm(dto.token).catch((error: unknown) => {
      if (error instanceof BadRequestException || error instanceof NotFoundException) return null;
      throw error;
    });
    res.redirect(
      303,
      placed
        ? `/events/${placed.slug}?registration=${placed.status}#register`
        : '/events/confirm?failed=1',
    );
  }

  @Post('events/cancel')
  @RateLimit('contact')
  async cancelByToken(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (this.refusedTokenPost(req, res)) return;
    const token = text(body(req).token) ?? '';
    const done = await this.registrations.cancelByToken(token).catch((error: unknown) => {
      if (error instanceof BadRequestException) return null;
      throw error;
    });
    res.redirect(
      303,
      done
        ? `/events/cancel?done=${encodeURIComponent(done.slug || 'gone')}`
        : '/events/cancel?failed=1',
    );
  }

  @Post('events/:slug')
  @RateLimit('contact')
  async register(
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (this.refused(req, res, req.path)) return;
    const fields = body(req);
    const occurrence = text(fields.occurrence);
    const principal = await this.viewers.principal(req, res);
    try {
      if (principal) {
        if (fields.action === 'cancel') {
          await this.registrations.cancelMine(slug, occurrence, principal.user);
          res.redirect(303, outcomeUrl(req, 'cancelled'));
        } else {
          const placed = await this.registrations.registerMember(slug, occurrence, principal.user);
          res.redirect(303, outcomeUrl(req, placed.status));
        }
        return;
      }
      const dto = plainToInstance(EventRegistrationDto, {
        occurrence,
        email: fields.email,
        name: fields.name,
        website: fields.website,
      });
      const problems = await validate(dto, { whitelist: true });
      if (problems.length || !dto.email || !dto.name) {
        res.redirect(303, outcomeUrl(req, 'invalid'));
        return;
      }
      // The honeypot was filled in: look like a success, keep nothing.
      if (!honeypotFilled(fields)) {
        await this.registrations.requestAsVisitor(
          slug,
          dto.occurrence,
          dto.email,
          dto.name,
          req.ip ?? '',
        );
      }
      res.redirect(303, outcomeUrl(req, 'pending'));
    } catch (error) {
      // A closed or cancelled event, or a date that is not the event's: the card says so.
      if (error instanceof BadRequestException) {
        const closed = [EVENT_SENTENCES.closed, EVENT_SENTENCES.cancelledEvent].includes(
          error.message as never,
        );
        res.redirect(303, outcomeUrl(req, closed ? 'closed' : 'invalid'));
        return;
      }
      throw error;
    }
  }
}
