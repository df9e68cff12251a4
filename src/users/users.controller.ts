import { Body, Controller, Patch } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { toUserDto, UserResponse } from './user-response';
import { UsersService } from './users.service';

@ApiTags('users')
@ApiBearerAuth()
@RateLimit('session')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Patch('me')
  @ApiOperation({ summary: 'Change the name and/or username of the signed-in user' })
  @ApiOkResponse({ type: UserResponse })
  @ApiConflictResponse({ description: 'The username is taken' })
  async updateMe(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: UpdateProfileDto,
  ): Promise<UserResponse> {
    const user = await this.users.updateProfile(principal.user, dto);
    return { user: toUserDto(user) };
  }
}
