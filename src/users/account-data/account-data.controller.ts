import { Body, Controller, Delete, Get, HttpCode, Inject, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { RecentSignIn } from '../../auth/reauth/recent-sign-in.decorator';
import { clearSessionCookie } from '../../auth/session-cookie';
import { CurrentPrincipal, type Principal } from '../../common/principal';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { AccountDeletionService } from '../account-deletion.service';
import { AccountExport } from './account-export.service';
import { DeleteAccountDto } from './delete-account.dto';

/** The member's own data: download all of it, or delete the account with it. */
@ApiTags('users')
@ApiBearerAuth()
@RateLimit('session')
@Controller('users/me')
export class AccountDataController {
  constructor(
    private readonly exports: AccountExport,
    private readonly deletion: AccountDeletionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: 'Everything stored about the account, as a JSON attachment (no secrets)',
  })
  @ApiOkResponse({ description: 'pragya-trust-account-YYYY-MM-DD.json' })
  async export(
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const data = await this.exports.build(principal.id);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${this.exports.fileName()}"`);
    return `${JSON.stringify(data, null, 2)}\n`;
  }

  @Delete()
  @RecentSignIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete the account and everything stored about it' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: 'The typed address is not the account’s' })
  async delete(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: DeleteAccountDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.deletion.deleteOwn(principal.user, dto.confirmEmail);
    clearSessionCookie(res, this.config);
  }
}
