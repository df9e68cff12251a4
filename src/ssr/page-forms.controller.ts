import { Controller, Inject, Post, Req, Res, UseFilters } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request, Response } from 'express';
import { formFailureRedirect } from './form-failure';
import { Public } from '../common/public.decorator';
import { ContactDto } from '../contact/contact.dto';
import { ContactService } from '../contact/contact.service';
import { NEWS_LIST } from '../lists/course-lists';
import { NewsDto } from '../lists/lists.dto';
import { SubscriptionsService } from '../lists/subscriptions.service';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { formPostRefusal, sendFormRefusal } from './form-guard';

/** Where each page's form comes back to, with the outcome in the address (post-redirect-get). */
const RETURN_TO: Record<string, { path: string; anchor: string }> = {
  '/': { path: '/', anchor: '#stay-connected' },
  '/contact': { path: '/contact', anchor: '' },
};

function formUrl(page: string): string {
  const target = RETURN_TO[page] ?? RETURN_TO['/contact'];
  return `${target.path}${target.anchor}`;
}

function outcomeUrl(page: string, outcome: 'sent' | 'failed', news = false): string {
  const target = RETURN_TO[page] ?? RETURN_TO['/contact'];
  return `${target.path}?form=${outcome}${news ? '&news=1' : ''}${target.anchor}`;
}

/** Anything that goes wrong with a native form post (a rate limit too) comes back as "failed". */
const FormFailureRedirect = formFailureRedirect('PageForms', (req) =>
  outcomeUrl(req.path, 'failed'),
);

/**
 * The Contact and Stay Connected forms posted natively, before (or without) JavaScript: the same
 * validation and services as the API (the message to the inbox; the news list when its box is
 * ticked), answered with a redirect to the page's thank-you or
 * error state. A post that another site started is refused with a page saying so (form-guard.ts).
 */
@Public()
@Controller()
@UseFilters(FormFailureRedirect)
export class PageFormsController {
  constructor(
    private readonly contact: ContactService,
    private readonly subscriptions: SubscriptionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(['/', 'contact'])
  @RateLimit('contact')
  async submit(@Req() req: Request, @Res() res: Response): Promise<void> {
    const refusal = formPostRefusal(req, this.config);
    if (refusal) {
      sendFormRefusal(res, refusal, formUrl(req.path));
      return;
    }
    const fields = (typeof req.body === 'object' && req.body ? req.body : {}) as Record<
      string,
      unknown
    >;
    // Both forms send a message to the inbox (spec §5: Stay Connected's message is required too);
    // the unticked news box, when ticked, also asks for the news (double opt-in).
    const wantsNews = fields.news === 'yes';
    const dto = plainToInstance(ContactDto, fields);
    const news = plainToInstance(NewsDto, {
      email: fields.email,
      name: fields.name,
      website: fields.website,
    });
    const problems = await validate(dto, { whitelist: true });
    if (problems.length) {
      res.redirect(303, outcomeUrl(req.path, 'failed'));
      return;
    }
    // The honeypot was filled in: look like a success, keep nothing.
    if (!dto.website) {
      await this.contact.submit(dto, null);
      if (wantsNews) {
        await this.subscriptions.requestAsVisitor(
          NEWS_LIST,
          news.email,
          news.name ?? null,
          req.ip ?? '',
        );
      }
    }
    res.redirect(303, outcomeUrl(req.path, 'sent', wantsNews));
  }
}
