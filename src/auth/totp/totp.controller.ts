import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../common/principal';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { RecentSignIn } from '../reauth/recent-sign-in.decorator';
import {
  RecoveryCodesResponse,
  SecondFactorStateResponse,
  TotpCodeDto,
  TotpSetupResponse,
} from './totp.dto';
import { TotpService } from './totp.service';

const REAUTH = { description: '`reauthRequired: true` without a sign-in in the last 10 minutes' };

/** The authenticator app as second factor. Setting it up, off and new codes need a recent sign-in. */
@ApiTags('auth')
@ApiBearerAuth()
@RateLimit('session')
@Controller('auth/totp')
export class TotpController {
  constructor(private readonly totp: TotpService) {}

  @Get()
  @ApiOperation({ summary: 'The second-factor state: which one, since when, recovery codes left' })
  @ApiOkResponse({ type: SecondFactorStateResponse })
  state(@CurrentPrincipal() principal: Principal): Promise<SecondFactorStateResponse> {
    return this.totp.stateFor(principal.id);
  }

  @RecentSignIn()
  @Post('setup')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new secret for the app (QR code and text), pending for 15 minutes' })
  @ApiOkResponse({ type: TotpSetupResponse })
  @ApiForbiddenResponse(REAUTH)
  setup(@CurrentPrincipal() principal: Principal): Promise<TotpSetupResponse> {
    return this.totp.setup(principal.user);
  }

  @RecentSignIn()
  @Post('enable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm the pending secret with a code: the app is on; 10 recovery codes',
  })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  @ApiForbiddenResponse(REAUTH)
  enable(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: TotpCodeDto,
  ): Promise<RecoveryCodesResponse> {
    return this.totp.enable(principal.user, dto.code);
  }

  @RecentSignIn()
  @Post('disable')
  @HttpCode(204)
  @ApiOperation({ summary: 'Turn the app off (its recovery codes stop working)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse(REAUTH)
  async disable(@CurrentPrincipal() principal: Principal): Promise<void> {
    await this.totp.disable(principal.user);
  }

  @RecentSignIn()
  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ten new recovery codes; the old ones stop working' })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  @ApiForbiddenResponse(REAUTH)
  regenerate(@CurrentPrincipal() principal: Principal): Promise<RecoveryCodesResponse> {
    return this.totp.regenerateRecoveryCodes(principal.user);
  }
}
