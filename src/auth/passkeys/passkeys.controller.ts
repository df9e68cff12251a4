import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { cookieValue, isHttps } from '../../common/cookies';
import { CurrentPrincipal, type Principal } from '../../common/principal';
import { uuidParam } from '../../common/uuid-param';
import { Public } from '../../common/public.decorator';
import { ClientContext, type RequestContext } from '../../common/request-context';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { SessionResponse } from '../dto/auth.dto';
import { RecentSignIn } from '../reauth/recent-sign-in.decorator';
import { CHALLENGE_TTL_MS } from './passkey-challenges';
import {
  PasskeyAuthenticationDto,
  PasskeyNameDto,
  PasskeyRegistrationDto,
  PasskeyResponse,
} from './passkeys.dto';
import { PasskeysService } from './passkeys.service';

const REAUTH = { description: '`reauthRequired: true` without a sign-in in the last 10 minutes' };
const WEBAUTHN_OPTIONS = { description: 'PublicKeyCredential options (simplewebauthn JSON)' };

/** Passkeys: the member's own list, and sign-in with one (public). */
const passkeyId = uuidParam('That is not the number of a passkey.');

@ApiTags('auth')
@Controller('auth/passkeys')
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The HttpOnly cookie binding a sign-in challenge to the browser that asked for it. */
  private get cookieName(): string {
    return isHttps(this.config) ? '__Host-pragya-webauthn' : 'pragya-webauthn';
  }

  private setBinding(res: Response, value: string, maxAgeSeconds: number): void {
    const secure = isHttps(this.config) ? '; Secure' : '';
    res.append(
      'Set-Cookie',
      `${this.cookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
    );
  }

  @ApiBearerAuth()
  @RateLimit('session')
  @RecentSignIn()
  @Post('registration-options')
  @HttpCode(200)
  @ApiOperation({ summary: 'Options to add a passkey (challenge valid 5 minutes, used once)' })
  @ApiOkResponse(WEBAUTHN_OPTIONS)
  @ApiForbiddenResponse(REAUTH)
  registrationOptions(@CurrentPrincipal() principal: Principal) {
    return this.passkeys.registrationOptions(principal.user);
  }

  @ApiBearerAuth()
  @RateLimit('session')
  @RecentSignIn()
  @Post('registration')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add the passkey the browser made; the name defaults to the device' })
  @ApiOkResponse({ type: PasskeyResponse })
  @ApiForbiddenResponse(REAUTH)
  register(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: PasskeyRegistrationDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<PasskeyResponse> {
    return this.passkeys.register(
      principal.user,
      dto.response,
      dto.name,
      ctx.userAgent,
      principal.sessionId,
    );
  }

  @ApiBearerAuth()
  @RateLimit('session')
  @Get()
  @ApiOperation({ summary: 'The passkeys of the signed-in account' })
  @ApiOkResponse({ type: [PasskeyResponse] })
  list(@CurrentPrincipal() principal: Principal): Promise<PasskeyResponse[]> {
    return this.passkeys.list(principal.id);
  }

  @ApiBearerAuth()
  @RateLimit('session')
  @Patch(':id')
  @ApiOperation({ summary: 'Rename one of your passkeys' })
  @ApiOkResponse({ type: PasskeyResponse })
  @ApiNotFoundResponse({ description: 'Not a passkey of this account' })
  rename(
    @CurrentPrincipal() principal: Principal,
    @Param('id', passkeyId) id: string,
    @Body() dto: PasskeyNameDto,
  ): Promise<PasskeyResponse> {
    return this.passkeys.rename(principal.id, id, dto.name);
  }

  @ApiBearerAuth()
  @RateLimit('session')
  @RecentSignIn()
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Remove one of your passkeys (needs a recent sign-in; the owner is mailed); the only way into the account stays',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Not a passkey of this account' })
  @ApiForbiddenResponse(REAUTH)
  @ApiConflictResponse({ description: 'The passkey is the only way into the account' })
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', passkeyId) id: string,
    @ClientContext() ctx: RequestContext,
  ): Promise<void> {
    await this.passkeys.remove(principal.user, id, ctx);
  }

  // The sign-in page asks for options on every load (passkeys in the e-mail field's autofill):
  // counted with page-like calls, so loading /login never eats into the sign-in allowance.
  @Public()
  @RateLimit('session')
  @Post('authentication-options')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Options to sign in with a passkey; the challenge is bound to this browser by a cookie',
  })
  @ApiOkResponse(WEBAUTHN_OPTIONS)
  async authenticationOptions(@Res({ passthrough: true }) res: Response) {
    const { options, binding } = await this.passkeys.authenticationOptions();
    this.setBinding(res, binding, Math.floor(CHALLENGE_TTL_MS / 1000));
    return options;
  }

  @ApiBearerAuth()
  @RateLimit('session')
  @Post('reauth-options')
  @HttpCode(200)
  @ApiOperation({ summary: 'Options to confirm it is you with one of your passkeys' })
  @ApiOkResponse(WEBAUTHN_OPTIONS)
  reauthOptions(@CurrentPrincipal() principal: Principal) {
    return this.passkeys.reauthOptions(principal.user);
  }

  @ApiBearerAuth()
  @RateLimit('auth')
  @Post('reauth')
  @HttpCode(204)
  @ApiOperation({ summary: 'Confirm it is you with a passkey: the session counts as recent' })
  @ApiNoContentResponse()
  async reauth(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: PasskeyAuthenticationDto,
  ): Promise<void> {
    await this.passkeys.reauthenticate(principal, dto.response);
  }

  @Public()
  @RateLimit('auth')
  @Post('authentication')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a passkey: { token, user }, no second factor asked' })
  @ApiOkResponse({ type: SessionResponse })
  async authenticate(
    @Body() dto: PasskeyAuthenticationDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionResponse> {
    const binding = cookieValue(req, this.cookieName);
    const signedIn = await this.passkeys.authenticate(dto.response, binding);
    this.setBinding(res, '', 0);
    return signedIn;
  }
}
