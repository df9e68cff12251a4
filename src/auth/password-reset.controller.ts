import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { ClientContext, type RequestContext } from '../common/request-context';
import { RateLimit } from '../throttle/rate-limit.decorator';
import {
  EmailDto,
  MessageResponse,
  ResetLinkDto,
  ResetLinkStatusResponse,
  ResetPasswordDto,
} from './dto/auth.dto';
import { PasswordResetService } from './password-reset.service';

/** Forgot password and reset password. */
@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  @Public()
  @RateLimit('auth')
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a password-reset link (same answer for any address)' })
  @ApiOkResponse({ type: MessageResponse })
  forgotPassword(
    @Body() dto: EmailDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<MessageResponse> {
    return this.reset.forgotPassword(dto.email, ctx);
  }

  @Public()
  @RateLimit('auth')
  @Get('reset-password')
  @ApiOperation({
    summary:
      'Whether a reset link still works, without using it (400 with the sentence when it does not)',
  })
  @ApiOkResponse({ type: ResetLinkStatusResponse })
  resetLinkStatus(@Query() dto: ResetLinkDto): Promise<ResetLinkStatusResponse> {
    return this.reset.linkStatus(dto.token);
  }

  @Public()
  @RateLimit('auth')
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token of the link; ends every session' })
  @ApiOkResponse({ type: MessageResponse })
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    return this.reset.resetPassword(dto);
  }
}
