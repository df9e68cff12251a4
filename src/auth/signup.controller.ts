import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { Public } from '../common/public.decorator';
import { ClientContext, type RequestContext } from '../common/request-context';
import { RateLimit } from '../throttle/rate-limit.decorator';
import {
  MessageResponse,
  MsgResponse,
  RegisterDto,
  SignupRequestDto,
  VerifyEmailDto,
  VerifyEmailResponse,
} from './dto/auth.dto';
import { SignUpService } from './signup.service';

/** Sign-up with a code, registration with a link, and verifying the address. */
@ApiTags('auth')
@Controller('auth')
export class SignUpController {
  constructor(private readonly signUp: SignUpService) {}

  @Public()
  @RateLimit('auth')
  @Post('signup-request')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a sign-up: e-mails a 6-digit code (same answer for any address)',
  })
  @ApiOkResponse({ type: MsgResponse })
  signupRequest(
    @Body() dto: SignupRequestDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<MsgResponse> {
    return this.signUp.signupRequest(dto, ctx);
  }

  @Public()
  @RateLimit('auth')
  @Post('register')
  @ApiOperation({ summary: 'Create an unverified account and e-mail a verification link' })
  @ApiCreatedResponse({ type: MessageResponse })
  register(
    @Body() dto: RegisterDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<MessageResponse> {
    return this.signUp.register(dto, ctx);
  }

  @Public()
  @RateLimit('auth')
  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirm an e-mail address with the token of the link (single use); ends earlier sessions, keeps the password only when it is given',
  })
  @ApiOkResponse({ type: VerifyEmailResponse })
  verifyEmail(
    @Body() dto: VerifyEmailDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<VerifyEmailResponse> {
    return this.signUp.verifyEmail(dto, ctx);
  }

  @RateLimit('auth')
  @Post('resend-verification')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'E-mail a new verification link to the signed-in, unverified account' })
  @ApiBody({ required: false, schema: { type: 'object' } })
  @ApiOkResponse({ type: MessageResponse })
  resendVerification(
    @CurrentPrincipal() principal: Principal,
    @ClientContext() ctx: RequestContext,
  ): Promise<MessageResponse> {
    return this.signUp.resendVerification(principal, ctx);
  }
}
