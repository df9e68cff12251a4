import { Controller, Inject, Param, Post, Req, Res, UseFilters } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { honeypotFilled } from '../common/honeypot';
import { validate } from 'class-validator';
import type { Request, Response } from 'express';
import { formFailureRedirect } from '../ssr/form-failure';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { formPostRefusal, sendFormRefusal } from '../ssr/form-guard';
import { PageViewer } from '../ssr/page-viewer';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { ConfirmListDto, InterestDto } from './lists.dto';
import { SubscriptionsService } from './subscriptions.service';

function body(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body ? (req.body as Record<string, unknown>) : {};
}

/** Where a course form's outcome is shown: the card on the course page, or the dashboard. */
function interestUrl(req: Request, outcome: string): string {
  if (body(req).return === 'dashboard') return `/dashboard?interest=${outcome}#interests`;
  return `${req.path}?interest=${outcome}#register-interest`;
}

/** A refused, limited or failed post comes back to its page saying so. */
const ListFormFailure = formFailureRedirect('ListForms', (req) =>
  req.path.startsWith('/lists/') ? `${req.path}?failed=1` : interestUrl(req, 'failed'),
);

/**
 * The native posts of the lists' pages, before (or without) JavaScript, guarded like every page
 * form (docs/decisions/0070-cross-site-form-posts.md): Register Interest and Withdraw on a course
 * page (the member known by the session cookie through PageViewer), and the buttons of the
 * confirmation and unsubscribe pages. Each answers with a redirect to the page's outcome.
 */
@Public()
@Controller()
@UseFilters(ListFormFailure)
export class ListsPageFormsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly viewers: PageViewer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private refused(req: Request, res: Response, backTo: string): boolean {
    const refusal = formPostRefusal(req, this.config);
    if (refusal) sendFormRefusal(res, refusal, backTo);
    return Boolean(refusal);
  }

  @Post('courses/:slug')
  @RateLimit('contact')
  async interest(
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (this.refused(req, res, req.path)) return;
    const course = this.subscriptions.upcoming(slug);
    const principal = await this.viewers.principal(req, res);
    const fields = body(req);
    if (principal) {
      if (fields.action === 'withdraw') {
        await this.subscriptions.withdraw(course.slug, principal.user);
        res.redirect(303, interestUrl(req, 'withdrawn'));
      } else {
        await this.subscriptions.joinAsMember(course.slug, principal.user);
        res.redirect(303, interestUrl(req, 'registered'));
      }
      return;
    }
    const dto = plainToInstance(InterestDto, {
      courseSlug: course.slug,
      email: fields.email,
      name: fields.name,
      website: fields.website,
    });
    const problems = await validate(dto, { whitelist: true });
    if (problems.length || !dto.email) {
      res.redirect(303, interestUrl(req, 'invalid'));
      return;
    }
    if (!honeypotFilled(fields)) {
      await this.subscriptions.requestAsVisitor(
        course.slug,
        dto.email,
        dto.name ?? null,
        req.ip ?? '',
      );
    }
    res.redirect(303, interestUrl(req, 'pending'));
  }

  @Post('lists/confirm')
  @RateLimit('contact')
  async confirm(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (this.refused(req, res, '/')) return;
    const dto = plainToInstance(ConfirmListDto, { token: body(req).token });
    const list = (await validate(dto)).length ? null : await this.subscriptions.confirm(dto.token);
    res.redirect(
      303,
      list ? `/lists/confirm?done=${encodeURIComponent(list)}` : '/lists/confirm?failed=1',
    );
  }

  @Post('lists/unsubscribe')
  @RateLimit('contact')
  async unsubscribe(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (this.refused(req, res, '/')) return;
    const token = body(req).token;
    const list = await this.subscriptions.unsubscribe(typeof token === 'string' ? token : '');
    res.redirect(303, `/lists/unsubscribe?done=${encodeURIComponent(list)}`);
  }
}
