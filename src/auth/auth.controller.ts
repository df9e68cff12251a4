import { Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { toUserDto, UserResponse } from '../users/user-response';
import { AuthService } from './auth.service';
import { MessageResponse, TokenResponse } from './dto/auth.dto';
import { SessionsService, SESSION_TTL_MS, STORED_TOKEN_TTL_MS } from '../sessions/sessions.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

/** The current session: who is signed in, and signing out. Errors: { statusCode, message, error, msg }. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @RateLimit('read')
  @Get('me')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserResponse })
  me(@CurrentPrincipal() principal: Principal): UserResponse {
    return { user: toUserDto(principal.user) };
  }

  @RateLimit('session')
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke this token on the server (and clear the session cookie)' })
  @ApiBody({ required: false, schema: { type: 'object' } })
  @ApiOkResponse({ type: MessageResponse })
  logout(
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponse> {
    clearSessionCookie(res, this.config);
    return this.auth.logout(principal);
  }

  /**
   * Sets the session cookie for a token the page already holds (a sign-in from before the cookie
   * existed), so pages can be rendered for the member again.
   */
  @RateLimit('session')
  @Post('session-cookie')
  @HttpCode(204)
  @ApiOperation({ summary: 'Set the session cookie for this Bearer token' })
  @ApiNoContentResponse()
  async sessionCookie(
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    // The cookie gets the session's own 7-day token, whatever the life of the one presented.
    const token = await this.sessions.tokenFor(principal.id, principal.sessionId, SESSION_TTL_MS);
    setSessionCookie(res, token, this.config);
  }

  /**
   * A fresh short-lived token for the page's storage, while the member is active (the site's own
   * calls use the cookie; the stored token is kept for the specification's clients).
   */
  @RateLimit('session')
  @Post('token')
  @HttpCode(200)
  @ApiOperation({ summary: 'A fresh token (valid 1 day) for this session' })
  @ApiOkResponse({ type: TokenResponse })
  async token(@CurrentPrincipal() principal: Principal): Promise<TokenResponse> {
    return {
      token: await this.sessions.tokenFor(principal.id, principal.sessionId, STORED_TOKEN_TTL_MS),
    };
  }
}
