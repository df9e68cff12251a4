import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { clearSessionCookie } from '../auth/session-cookie';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { MemberSessions } from './member-sessions.service';
import type { SessionView } from './session-view';

class SessionViewResponse implements SessionView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'The session making this call' })
  current: boolean;

  @ApiProperty({ example: 'Chrome 131 on Windows' })
  device: string;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.x' })
  ip: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;
}

class RevokedResponse {
  @ApiProperty({ example: 2 })
  revoked: number;
}

/** The member's signed-in devices: list them, end one, end all but this one. */
@ApiTags('auth')
@ApiBearerAuth()
@RateLimit('session')
@Controller('auth/sessions')
export class SessionsController {
  constructor(
    private readonly sessions: MemberSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @RateLimit('read')
  @Get()
  @ApiOperation({ summary: 'Every live session of the account, the current one marked' })
  @ApiOkResponse({ type: SessionViewResponse, isArray: true })
  list(@CurrentPrincipal() principal: Principal): Promise<SessionView[]> {
    return this.sessions.list(principal);
  }

  @Post('revoke-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out of every other session' })
  @ApiOkResponse({ type: RevokedResponse })
  async revokeOthers(@CurrentPrincipal() principal: Principal): Promise<RevokedResponse> {
    return { revoked: await this.sessions.endOthers(principal) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'End one session (ending the current one signs out)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such live session of this account' })
  async end(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const { current } = await this.sessions.end(principal, id);
    if (current) clearSessionCookie(res, this.config);
  }
}
