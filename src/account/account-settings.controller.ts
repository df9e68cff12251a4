import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RecentSignIn } from '../auth/reauth/recent-sign-in.decorator';
import { MessageResponse } from '../auth/dto/auth.dto';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { Public } from '../common/public.decorator';
import { ClientContext, type RequestContext } from '../common/request-context';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { toUserDto, UserResponse } from '../users/user-response';
import { CancelEmailChangeDto, ChangeEmailDto, ConfirmEmailDto } from './dto/change-email.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { EmailChangeService } from './email-change.service';
import { PasswordChangeService } from './password-change.service';

/** The member's own e-mail address and password, from the account settings. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users/me')
export class AccountSettingsController {
  constructor(
    private readonly passwords: PasswordChangeService,
    private readonly emails: EmailChangeService,
  ) {}

  @RecentSignIn()
  @RateLimit('session')
  @Post('password')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Change the password (current one required when there is one) or set a first one; every other session ends',
  })
  @ApiNoContentResponse()
  async changePassword(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: ChangePasswordDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<void> {
    await this.passwords.change(principal, dto, ctx);
  }

  @RecentSignIn()
  @RateLimit('session')
  @Post('email')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Ask to change the e-mail address: a link goes to the new address (same answer for any address)',
  })
  @ApiAcceptedResponse({ type: MessageResponse })
  requestEmailChange(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: ChangeEmailDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<MessageResponse> {
    return this.emails.request(principal, dto.newEmail, ctx);
  }

  @Public()
  @RateLimit('auth')
  @Post('email/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Use the link of a change of address (single use, 1 hour)' })
  @ApiOkResponse({ type: UserResponse })
  async confirmEmailChange(
    @Body() dto: ConfirmEmailDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<UserResponse> {
    return { user: toUserDto(await this.emails.confirm(dto.token, ctx)) };
  }

  @Public()
  @RateLimit('auth')
  @Post('email/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Use the "this was not me" link mailed to the old address: cancels the change and ends every session',
  })
  @ApiOkResponse({ type: MessageResponse })
  cancelEmailChange(
    @Body() dto: CancelEmailChangeDto,
    @ClientContext() ctx: RequestContext,
  ): Promise<MessageResponse> {
    return this.emails.cancel(dto.token, ctx);
  }
}
