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
import { MessageResponse } from './dto/auth.dto';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

/** The current session: who is signed in, and signing out. Errors: { statusCode, message, error, msg }. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
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
  sessionCookie(
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): void {
    const token = /^Bearer\s+(\S+)$/i.exec(res.req.headers.authorization ?? '')?.[1];
    if (token && principal) setSessionCookie(res, token, this.config);
  }
}
