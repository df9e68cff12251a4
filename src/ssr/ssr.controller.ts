import {
  Controller,
  Get,
  Header,
  Inject,
  Logger,
  NotFoundException,
  Post,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../common/public.decorator';
import { CLIENT_RENDERER, type ClientRenderer } from './client-renderer';
import { pageUrl, sendPage } from './page-response';
import type { RenderRequest } from './render-contract';
import { errorPageFallback } from './error-page';
import { PageViewer } from './page-viewer';
import { isApiPath } from '../common/api-path';
import { requestIdOf } from '../logging/request-id';
import { safeUrl } from '../logging/safe-url';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { SitemapEntries, withSitemapEntries } from '../site-revision/sitemap-entries';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { errorBody } from '../common/error-body';
import { ownPath } from './own-path';
import { PagePostFailure } from './page-post-failure';
import { formPostRefusal, sendFormRefusal } from './form-guard';

function flatHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(', ');
  }
  return headers;
}

/** The parsed form body of a page POST, form-encoded again for the route's action. */
function formBody(req: Request): string {
  const body = new URLSearchParams();
  const fields = (typeof req.body === 'object' && req.body ? req.body : {}) as Record<
    string,
    unknown
  >;
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') body.append(name, item);
    }
  }
  return body.toString();
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Every GET that is not an API call or a static file is a page rendered by the React client. */
@Public()
@Controller()
export class SsrController {
  private readonly logger = new Logger('Pages');

  constructor(
    @Inject(CLIENT_RENDERER) private readonly renderer: ClientRenderer,
    private readonly viewers: PageViewer,
    private readonly sitemapEntries: SitemapEntries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): Promise<string> {
    return this.renderer.robotsTxt();
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const [xml, entries] = await Promise.all([
      this.renderer.sitemapXml(),
      this.sitemapEntries.all(),
    ]);
    return withSitemapEntries(xml, this.config.appUrl, entries);
  }

  @Get('{*path}')
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.respond(req, res, 'GET');
  }

  /**
   * A form posted natively to a page (before or without JavaScript) goes to that route's action,
   * through React Router's `handler.query` with its body, and the page is rendered with what the
   * action answered (a sentence under a field, the typed values) or its redirect. A post another
   * site started is refused first (form-guard.ts); a page without an action answers 405.
   */
  @Post('{*path}')
  @RateLimit('session')
  @UseFilters(PagePostFailure)
  async post(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (isApiPath(req.path)) {
      res.status(404).json(errorBody(404, 'There is no such API call.'));
      return;
    }
    const refusal = formPostRefusal(req, this.config);
    if (refusal) {
      sendFormRefusal(res, refusal, ownPath(req));
      return;
    }
    await this.respond(req, res, 'POST');
  }

  private async respond(req: Request, res: Response, method: 'GET' | 'POST'): Promise<void> {
    if (isApiPath(req.path)) {
      throw new NotFoundException('There is no such API call.');
    }
    const request: RenderRequest = {
      url: pageUrl(req),
      method,
      ...(method === 'POST' ? { body: formBody(req) } : {}),
      nonce: res.locals.cspNonce as string,
      headers: flatHeaders(req),
      // The id of the request's log lines and X-Request-Id, so a visitor's report finds them.
      requestId: requestIdOf(req),
      viewer: await this.viewers.viewer(req, res),
      publicApi: this.viewers.publicApi(req),
    };
    let result;
    try {
      result = await this.renderer.render(request);
    } catch (error) {
      this.logger.error(
        `Request ${request.requestId}: ${safeUrl(request.url)} failed to render: ${describe(error)}`,
      );
      await this.sendErrorPage(request, res);
      return;
    }
    if (result.failure) {
      const { message, stack } = result.failure;
      this.logger.error(
        `Request ${request.requestId}: ${safeUrl(request.url)} answered ${result.status}: ${stack ?? message}`,
      );
    }
    if (result.redirect) {
      res.redirect(result.status, result.redirect);
      return;
    }
    sendPage(req, res, request.viewer ? { ...result, personal: true } : result);
  }

  /** The site's shell around the error page; a plain page if even that cannot be rendered. */
  private async sendErrorPage(request: RenderRequest, res: Response): Promise<void> {
    let html: string;
    try {
      html = await this.renderer.renderErrorPage(request);
    } catch (error) {
      this.logger.error(
        `Request ${request.requestId}: the error page failed too: ${describe(error)}`,
      );
      html = errorPageFallback(request.requestId);
    }
    res.status(500);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.send(html);
  }
}
