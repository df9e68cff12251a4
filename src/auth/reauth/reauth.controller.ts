import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../common/principal';
import { ClientContext, type RequestContext } from '../../common/request-context';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { MessageResponse } from '../dto/auth.dto';
import { ReauthDto } from './reauth.dto';
import { ReauthService } from './reauth.service';

/** Recent sign-in: proving it is still the member before a sensitive change. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/reauth')
export class ReauthController {
  constructor(private readonly reauth: ReauthService) {}

  @RateLimit('auth')
  @Post()
  @HttpCode(204)
  @ApiOperation({ summary: 'Confirm it is you, with the password or a code' })
  @ApiNoContentResponse()
  async confirm(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: ReauthDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<void> {
    await this.reauth.reauthenticate(principal, dto, ctx);
  }

  @RateLimit('auth')
  @Post('code')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a code to confirm it is you' })
  @ApiOkResponse({ type: MessageResponse })
  sendCode(
    @CurrentPrincipal() principal: Principal,
    @ClientContext() ctx: RequestContext,
  ): Promise<MessageResponse> {
    return this.reauth.sendCode(principal, ctx);
  }
}
