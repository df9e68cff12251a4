import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/public.decorator';
import { ClientContext, type RequestContext } from '../../common/request-context';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { GoogleCodes } from './google-codes';
import { GoogleCookies } from './google-cookie';
import { GOOGLE_SENTENCES } from './google-errors';
import { GoogleExchangeDto, GoogleOtpDto, GoogleSignInResponse } from './google.dto';
import { GoogleAuthGuard, type GoogleOutcome } from './google.guard';
import { GoogleSignIn } from './google-sign-in.service';

type GoogleRequest = Request & { user?: GoogleOutcome };

const ACCOUNT_PATH = '/account';

/** The outcome codes of linking that account settings shows (ConnectedAccountsSection's notes); others are "failed". */
const LINK_OUTCOMES: Record<string, string> = {
  linked: 'google-linked',
  google_email_unverified: 'google-unverified',
  link_conflict: 'google-taken',
  link_other_google: 'google-other',
  reauth_required: 'google-confirm',
  link_expired: 'google-expired',
  google_unavailable: 'google-unavailable',
  google_denied: 'google-denied',
};

/** Where linking ends: account settings, with the outcome, at its section. */
function linkOutcomeUrl(outcome: string): string {
  const code = LINK_OUTCOMES[outcome] ?? 'google-failed';
  return `${ACCOUNT_PATH}?done=${code}&section=connected-accounts#connected-accounts`;
}

function errorOf(outcome: GoogleOutcome): string {
  return 'off' in outcome
    ? 'google_unavailable'
    : 'error' in outcome
      ? outcome.error
      : 'invalid_state';
}

/**
 * Sign-in with Google. The browser goes to the provider and back by full-page redirects; the
 * callback hands the page a one-time code (never a session token), which the page exchanges by a
 * POST from the same browser (the signed Google cookie must match).
 */
@ApiTags('auth')
@Public()
@RateLimit('auth')
@Controller('auth/google')
export class GoogleController {
  constructor(
    private readonly cookies: GoogleCookies,
    private readonly codes: GoogleCodes,
    private readonly signIn: GoogleSignIn,
  ) {}

  @Get()
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({
    summary:
      'Start Google sign-in: 302 to the provider with state and PKCE (or /login?error=google_unavailable)',
  })
  @ApiFoundResponse({ description: 'Redirect to the provider' })
  @ApiQuery({ name: 'link', required: false, description: 'Link Google to the signed-in account' })
  start(@Req() req: GoogleRequest, @Res() res: Response): void {
    // Reached only when Google is off or linking was refused: otherwise the strategy has already
    // redirected to the provider.
    const outcome = req.user;
    if (req.query.link === undefined) {
      res.redirect(302, '/login?error=google_unavailable');
    } else if (outcome && 'error' in outcome && outcome.error === 'signin_required') {
      res.redirect(302, `/login?next=${encodeURIComponent(ACCOUNT_PATH)}`);
    } else {
      const error = outcome && 'error' in outcome ? outcome.error : 'google_unavailable';
      res.redirect(302, linkOutcomeUrl(error));
    }
  }

  @Get('callback')
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({
    summary:
      'Provider callback: 302 to /auth/callback?code=… (a one-time code for POST exchange) or ' +
      '/auth/callback?error=CODE (google_unavailable, google_denied, invalid_state, google_failed, ' +
      'google_email_unverified, account_conflict)',
  })
  @ApiQuery({ name: 'code', required: false })
  @ApiQuery({ name: 'state', required: false })
  @ApiQuery({ name: 'error', required: false })
  @ApiFoundResponse({ description: 'Redirect to the page that finishes the sign-in' })
  async callback(@Req() req: GoogleRequest, @Res() res: Response): Promise<void> {
    res.setHeader('Referrer-Policy', 'no-referrer');
    const outcome = req.user ?? { error: 'google_failed' };
    const started = this.cookies.read(req, 'authorize');
    if (started?.link) {
      // Linking: the member goes back to account settings, with the outcome.
      this.cookies.clear(req, res);
      res.redirect(302, linkOutcomeUrl('user' in outcome ? 'linked' : errorOf(outcome)));
      return;
    }
    if ('user' in outcome && started) {
      const code = await this.codes.issue(outcome.user, started.b);
      this.cookies.write(req, res, { step: 'exchange', b: started.b });
      res.redirect(302, `/auth/callback?code=${code}`);
      return;
    }
    this.cookies.clear(req, res);
    res.redirect(302, `/auth/callback?error=${errorOf(outcome)}`);
  }

  @Post('exchange')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Trade the one-time code of /auth/callback for { token, user }, or { requiresOTP, msg } ' +
      'when the account has the e-mailed second factor on (then call verify-otp)',
  })
  @ApiOkResponse({ type: GoogleSignInResponse })
  @ApiBadRequestResponse({ description: 'Unknown, used or expired code, or another browser' })
  async exchange(
    @Body() dto: GoogleExchangeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @ClientContext() context: RequestContext,
  ): Promise<GoogleSignInResponse> {
    const cookie = this.cookies.read(req, 'exchange');
    if (!cookie) throw new BadRequestException(GOOGLE_SENTENCES.expired);
    const answer = await this.signIn.exchange(dto.code, cookie.b, context.ip);
    if ('requiresOTP' in answer) {
      this.cookies.write(req, res, { step: 'second-factor', b: cookie.b, u: answer.userId });
      return { requiresOTP: true, method: answer.method, msg: answer.msg };
    }
    this.cookies.clear(req, res);
    return answer;
  }

  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Second factor after Google: the e-mailed code, or an app or recovery code with the app on, from the same browser',
  })
  @ApiOkResponse({ type: GoogleSignInResponse })
  @ApiBadRequestResponse({ description: 'Wrong, expired or used code, or no Google sign-in here' })
  async verifyOtp(
    @Body() dto: GoogleOtpDto,
    @ClientContext() context: RequestContext,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GoogleSignInResponse> {
    const cookie = this.cookies.read(req, 'second-factor');
    if (!cookie) throw new BadRequestException(GOOGLE_SENTENCES.expired);
    const answer = await this.signIn.verifyCode(cookie.u, dto.otp, context.ip);
    this.cookies.clear(req, res);
    return answer;
  }
}
