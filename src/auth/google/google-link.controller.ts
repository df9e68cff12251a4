import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../common/principal';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { RecentSignIn } from '../reauth/recent-sign-in.decorator';
import type { ConnectedAccounts } from './connected-accounts';
import { GoogleLinks } from './google-links.service';

class GoogleConnection {
  @ApiProperty({ description: 'Google sign-in is configured on this site' })
  available: boolean;

  @ApiProperty()
  linked: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'The Google address, when known' })
  email: string | null;

  @ApiProperty({ description: 'The account has another way in, so Google can be unlinked' })
  canUnlink: boolean;
}

class LinkStartResponse {
  @ApiProperty({ example: '/api/auth/google?link=1' })
  url: string;
}

class ConnectedAccountsResponse implements ConnectedAccounts {
  @ApiProperty({ type: GoogleConnection })
  google: GoogleConnection;
}

/**
 * The accounts of other providers connected to the signed-in account: what is linked, and
 * unlinking Google. (Linking is a browser journey through the provider: GET
 * /api/auth/google?link=1, GoogleController.)
 */
@ApiTags('auth')
@ApiBearerAuth()
@RateLimit('session')
@Controller('auth')
export class GoogleLinkController {
  constructor(private readonly links: GoogleLinks) {}

  @Get('connected-accounts')
  @ApiOperation({ summary: 'Whether Google is linked (and as which address)' })
  @ApiOkResponse({ type: ConnectedAccountsResponse })
  connected(@CurrentPrincipal() principal: Principal): Promise<ConnectedAccounts> {
    return this.links.connected(principal.user);
  }

  /**
   * The page's first step of linking, so the inline recent-sign-in prompt can run before the
   * browser leaves for Google: answers where to go (the start checks the same again).
   */
  @Post('google/link')
  @RecentSignIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'Begin linking Google: the address to send the browser to' })
  @ApiOkResponse({ type: LinkStartResponse })
  startLink(): LinkStartResponse {
    return { url: '/api/auth/google?link=1' };
  }

  @Delete('google')
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
