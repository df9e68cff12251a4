import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { ClientContext, type RequestContext } from '../common/request-context';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { toUserDto, UserResponse } from '../users/user-response';
import { AuthService } from './auth.service';
import {
  EmailDto,
  LoginDto,
  LoginResponse,
  MessageResponse,
  MsgResponse,
  RegisterDto,
  ResetPasswordDto,
  SessionResponse,
  SignupRequestDto,
  ToggleOtpDto,
  ToggleOtpResponse,
  VerifyEmailDto,
  VerifyOtpDto,
} from './dto/auth.dto';
import { CurrentPrincipal, type Principal } from './principal';

/** The account calls of DESIGN.md section 3 (all errors: { statusCode, message, error, msg }). */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

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
    @ClientContext() client: RequestContext,
  ): Promise<MsgResponse> {
    return this.auth.signupRequest(dto, client.ip);
  }

  @Public()
  @RateLimit('auth')
  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Finish a sign-up, or a two-factor sign-in (then the password is checked again)',
  })
  @ApiOkResponse({ type: SessionResponse })
  verifyOtp(
    @Body() dto: VerifyOtpDto,
    @ClientContext() client: RequestContext,
  ): Promise<SessionResponse> {
    return this.auth.verifyOtp(dto, client.ip);
  }

  @Public()
  @RateLimit('auth')
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password; 401 for a wrong e-mail or password' })
  @ApiOkResponse({ type: LoginResponse })
  login(@Body() dto: LoginDto, @ClientContext() client: RequestContext): Promise<LoginResponse> {
    return this.auth.login(dto, client.ip);
  }

  @Public()
  @RateLimit('auth')
  @Post('register')
  @ApiOperation({ summary: 'Create an unverified account and e-mail a verification link' })
  @ApiCreatedResponse({ type: MessageResponse })
  register(
    @Body() dto: RegisterDto,
    @ClientContext() client: RequestContext,
  ): Promise<MessageResponse> {
    return this.auth.register(dto, client.ip);
  }

  @Public()
  @RateLimit('auth')
  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm an e-mail address with the token of the link (single use)' })
  @ApiOkResponse({ type: MessageResponse })
  verifyEmail(@Body() dto: VerifyEmailDto): Promise<MessageResponse> {
    return this.auth.verifyEmail(dto.token);
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
    @ClientContext() client: RequestContext,
  ): Promise<MessageResponse> {
    return this.auth.resendVerification(principal, client.ip);
  }

  @Public()
  @RateLimit('auth')
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a password-reset link (same answer for any address)' })
  @ApiOkResponse({ type: MessageResponse })
  forgotPassword(
    @Body() dto: EmailDto,
    @ClientContext() client: RequestContext,
  ): Promise<MessageResponse> {
    return this.auth.forgotPassword(dto.email, client.ip);
  }

  @Public()
  @RateLimit('auth')
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token of the link; ends every session' })
  @ApiOkResponse({ type: MessageResponse })
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    return this.auth.resetPassword(dto);
  }

  @RateLimit('session')
  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserResponse })
  me(@CurrentPrincipal() principal: Principal): UserResponse {
    return { user: toUserDto(principal.user) };
  }

  @RateLimit('session')
  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke this token on the server' })
  @ApiBody({ required: false, schema: { type: 'object' } })
  @ApiOkResponse({ type: MessageResponse })
  logout(@CurrentPrincipal() principal: Principal): Promise<MessageResponse> {
    return this.auth.logout(principal);
  }

  @RateLimit('session')
  @Post('otp/toggle')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Turn the e-mailed sign-in code (two-factor sign-in) on or off' })
  @ApiOkResponse({ type: ToggleOtpResponse })
  toggleOtp(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: ToggleOtpDto,
  ): Promise<ToggleOtpResponse> {
    return this.auth.toggleOtp(principal, dto.enable);
  }
}
