import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RecentSignIn } from '../../auth/reauth/recent-sign-in.decorator';
import { Roles } from '../../auth/roles.decorator';
import { CurrentPrincipal, type Principal } from '../../common/principal';
import { ClientContext, type RequestContext } from '../../common/request-context';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { ADMIN_PAGE_SIZE } from '../admin-query';
import {
  AdminMemberDto,
  AdminMembersPage,
  AdminNotice,
  ChangeRoleDto,
  DeleteMemberDto,
  MembersQuery,
  toAdminMemberDto,
} from './members.dto';
import { AdminMembersService, MEMBER_SENTENCES } from './members.service';

/** An id that is not a UUID names no account: the same 404 as an unknown one. */
const memberId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(MEMBER_SENTENCES.notFound),
});

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/users')
export class AdminMembersController {
  constructor(private readonly members: AdminMembersService) {}

  @Get()
  @ApiOperation({ summary: 'Accounts, newest first; search by e-mail, name or username' })
  @ApiOkResponse({ type: AdminMembersPage })
  async search(@Query() query: MembersQuery): Promise<AdminMembersPage> {
    const page = query.page ?? 1;
    const { items, total } = await this.members.search(query.query, page);
    return {
      items: items.map(({ user, sessions }) => toAdminMemberDto(user, sessions)),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      total,
    };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One account' })
  @ApiOkResponse({ type: AdminMemberDto })
  @ApiNotFoundResponse({ description: 'No such account' })
  async view(@Param('id', memberId) id: string): Promise<AdminMemberDto> {
    const { user, sessions } = await this.members.view(id);
    return toAdminMemberDto(user, sessions);
  }

  @Post(':id/verification')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the member a new verification link (audited)' })
  @ApiOkResponse({ type: AdminNotice })
  @ApiConflictResponse({ description: 'The address is already verified' })
  async resendVerification(
    @Param('id', memberId) id: string,
    @CurrentPrincipal() admin: Principal,
    @ClientContext() ctx: RequestContext,
  ): Promise<AdminNotice> {
    return { message: await this.members.resendVerification(id, admin, ctx) };
  }

  @Delete(':id/sessions')
  @ApiOperation({ summary: 'End every session of the account (audited)' })
  @ApiOkResponse({ type: AdminNotice })
  async endSessions(
    @Param('id', memberId) id: string,
    @CurrentPrincipal() admin: Principal,
  ): Promise<AdminNotice> {
    return { message: await this.members.endSessions(id, admin) };
  }

  @Patch(':id')
  @RecentSignIn()
  @ApiOperation({
    summary: 'Change the role (audited; needs a recent sign-in); the last admin keeps theirs',
  })
  @ApiOkResponse({ type: AdminMemberDto })
  @ApiConflictResponse({ description: 'The account is the last admin' })
  async changeRole(
    @Param('id', memberId) id: string,
    @Body() dto: ChangeRoleDto,
    @CurrentPrincipal() admin: Principal,
  ): Promise<AdminMemberDto> {
    await this.members.changeRole(id, dto.role, admin);
    const { user, sessions } = await this.members.view(id);
    return toAdminMemberDto(user, sessions);
  }

  @Delete(':id')
  @HttpCode(204)
  @RecentSignIn()
  @ApiOperation({
    summary:
      'Delete the account on the member’s request; the body repeats its address (audited; needs a recent sign-in)',
  })
  @ApiNoContentResponse({ description: 'Deleted; the member is mailed' })
  @ApiConflictResponse({ description: 'The typed address does not match, or it is your own' })
  async delete(
    @Param('id', memberId) id: string,
    @Body() dto: DeleteMemberDto,
    @CurrentPrincipal() admin: Principal,
  ): Promise<void> {
    await this.members.delete(id, dto.email, admin);
  }
}
