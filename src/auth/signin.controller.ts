import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { Public } from '../common/public.decorator';
import { ClientContext, type RequestContext } from '../common/request-context';
import { RateLimit } from '../throttle/rate-limit.decorator';
import {
  LoginDto,
  LoginResponse,
  SessionResponse,
  ToggleOtpDto,
  ToggleOtpResponse,
  VerifyOtpDto,
} from './dto/auth.dto';
import { EmailCodeService } from './email-code.service';
import { RecentSignIn } from './reauth/recent-sign-in.decorator';
import { SignInService } from './signin.service';

/** Password sign-in, the e-mailed codes, and the second-factor setting. */
@ApiTags('auth')
@Controller('auth')
export class SignInController {
  constructor(
    private readonly signIn: SignInService,
    private readonly emailCode: EmailCodeService,
  ) {}

  @Public()
  @RateLimit('auth')
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign in with e-mail and password; 401 for a wrong e-mail or password or an unverified address',
  })
  @ApiOkResponse({ type: LoginResponse })
  login(@Body() dto: LoginDto, @ClientContext() ctx: RequestContext): Promise<LoginResponse> {
    return this.signIn.login(dto, ctx);
  }

  @Public()
  @RateLimit('auth')
  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Finish a sign-up (with the password of the request), or a two-factor sign-in (with the password again)',
  })
  @ApiOkResponse({ type: SessionResponse })
  verifyOtp(
    @Body() dto: VerifyOtpDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<SessionResponse> {
    return this.signIn.verifyOtp(dto, ctx);
  }

  @RateLimit('session')
  @RecentSignIn()
  @Post('otp/toggle')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Turn the e-mailed sign-in code (second factor) on or off; needs a recent sign-in',
  })
  @ApiOkResponse({ type: ToggleOtpResponse })
  @ApiForbiddenResponse({
    description: '`reauthRequired: true` without a sign-in in the last 10 minutes',
  })
  toggleOtp(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: ToggleOtpDto,
  ): Promise<ToggleOtpResponse> {
    return this.emailCode.set(principal.user, dto.enable);
  }
}
