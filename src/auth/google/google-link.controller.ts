import { Controller, Delete, HttpCode } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../common/principal';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { RecentSignIn } from '../reauth/recent-sign-in.decorator';
import { GoogleLinks } from './google-links.service';

/**
 * Unlinking Google from the signed-in account. (Linking is a browser journey through the
 * provider: GET /api/auth/google?link=1, GoogleController.)
 */
@ApiTags('auth')
@ApiBearerAuth()
@RateLimit('session')
@Controller('auth/google')
export class GoogleLinkController {
  constructor(private readonly links: GoogleLinks) {}

  @Delete()
  @RecentSignIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Unlink Google (refused while it is the only way to sign in)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No Google account is linked' })
  @ApiConflictResponse({ description: 'Google is the only way into the account' })
  async unlink(@CurrentPrincipal() principal: Principal): Promise<void> {
    await this.links.unlink(principal.id);
  }
}
