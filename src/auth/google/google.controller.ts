import { Controller, Get, Logger, Query, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/public.decorator';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { GoogleService, GoogleSignInError } from './google.service';

const COOKIE = 'pragya_google';
const COOKIE_PATH = '/api/auth/google';

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}

/** Sign-in with Google: full-page redirects, never JSON. */
@ApiTags('auth')
@Public()
@RateLimit('auth')
@Controller('auth/google')
export class GoogleController {
  private readonly logger = new Logger('Google');

  constructor(private readonly google: GoogleService) {}

  private secure(req: Request): boolean {
    return req.secure || this.google.redirectUri.startsWith('https:');
  }

  @Get()
  @ApiOperation({
    summary:
      'Start Google sign-in: 302 to the provider with state (or /login?error=google_unavailable)',
  })
  @ApiFoundResponse({ description: 'Redirect to the provider' })
  start(@Req() req: Request, @Res() res: Response): void {
    if (!this.google.configured) {
      res.redirect(302, '/login?error=google_unavailable');
      return;
    }
    const { url, started } = this.google.start();
    res.cookie(COOKIE, started.binding, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure(req),
      path: COOKIE_PATH,
      maxAge: 10 * 60_000,
    });
    res.redirect(302, url);
  }

  @Get('callback')
  @ApiOperation({
    summary:
      'Provider callback: 302 to /auth/callback?token=… or /auth/callback?error=CODE ' +
      '(google_unavailable, google_denied, invalid_state, google_failed, google_email_unverified, account_conflict)',
  })
  @ApiQuery({ name: 'code', required: false })
  @ApiQuery({ name: 'state', required: false })
  @ApiQuery({ name: 'error', required: false })
  @ApiFoundResponse({ description: 'Redirect to the page that stores the session' })
  async callback(
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const binding = readCookie(req, COOKIE);
    res.clearCookie(COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure(req),
    });
    res.setHeader('Referrer-Policy', 'no-referrer');
    let target: string;
    try {
      const token = await this.google.finish(query ?? {}, binding);
      target = `/auth/callback?token=${encodeURIComponent(token)}`;
    } catch (error) {
      const code = error instanceof GoogleSignInError ? error.code : 'google_failed';
      if (!(error instanceof GoogleSignInError)) {
        this.logger.error(`Google sign-in error: ${(error as Error).stack ?? String(error)}`);
      }
      target = `/auth/callback?error=${code}`;
    }
    res.redirect(302, target);
  }
}
