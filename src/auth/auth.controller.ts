import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { toUserDto, UserResponse } from '../users/user-response';
import { AuthService } from './auth.service';
import { MessageResponse } from './dto/auth.dto';

/** The current session: who is signed in, and signing out. Errors: { statusCode, message, error, msg }. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

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
}
