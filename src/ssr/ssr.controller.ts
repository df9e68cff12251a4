import { Controller, Get, Header, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../common/public.decorator';
import { CLIENT_RENDERER, type ClientRenderer, type RenderRequest } from './client-renderer';
import { pageUrl, sendPage } from './page-response';

function flatHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(', ');
  }
  return headers;
}

/** Every GET that is not an API call or a static file is a page rendered by the React client. */
@Public()
@Controller()
export class SsrController {
  constructor(@Inject(CLIENT_RENDERER) private readonly renderer: ClientRenderer) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): Promise<string> {
    return this.renderer.robotsTxt();
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): Promise<string> {
    return this.renderer.sitemapXml();
  }

  @Get('{*path}')
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (req.path === '/api' || req.path.startsWith('/api/')) {
      throw new NotFoundException('There is no such API call.');
    }
    const request: RenderRequest = {
      url: pageUrl(req),
      method: 'GET',
      nonce: res.locals.cspNonce as string,
      headers: flatHeaders(req),
    };
    const result = await this.renderer.render(request);
    if (result.redirect) {
      res.redirect(result.status, result.redirect);
      return;
    }
    sendPage(req, res, result);
  }
}
