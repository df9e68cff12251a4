import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../common/dto-fields';
import { secondFactorOf, type SecondFactor } from '../../users/second-factor';
import type { User, UserRole } from '../../users/user.entity';
import { PageQuery } from '../admin-query';

export class MembersQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Part of the e-mail address, name or username' })
  @IsOptional()
  @IsString({ message: 'The search must be text.' })
  @MaxLength(254, { message: 'The search is at most 254 characters.' })
  @NoControlCharacters(false, 'The search cannot contain control characters.')
  query?: string;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: ['user', 'admin'] })
  @IsIn(['user', 'admin'], { message: 'The role must be user or admin.' })
  role: UserRole;
}

export class DeleteMemberDto {
  @ApiProperty({ description: 'The account’s address, typed again to confirm' })
  @IsString({ message: 'Type the member’s e-mail address to confirm.' })
  @MaxLength(254, { message: 'Type the member’s e-mail address to confirm.' })
  email: string;
}

export class AdminMemberDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ enum: ['user', 'admin'] }) role: UserRole;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() isEmailVerified: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastLogin: string | null;
  @ApiProperty({
    enum: ['off', 'email', 'app'],
    description: 'Second factor: off, an e-mailed code, or an authenticator app',
  })
  secondFactor: SecondFactor;
  @ApiProperty() googleLinked: boolean;
  @ApiProperty({ description: 'Sessions not ended and not expired' }) sessions: number;
}

export class AdminMembersPage {
  @ApiProperty({ type: [AdminMemberDto] }) items: AdminMemberDto[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
}

export class AdminNotice {
  @ApiProperty() message: string;
}

/** The admin's view of an account: facts only, never a hash, Google id, code or token. */
export function toAdminMemberDto(user: User, sessions: number): AdminMemberDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username ?? null,
    role: user.role === 'admin' ? 'admin' : 'user',
    createdAt: new Date(user.createdAt).toISOString(),
    isEmailVerified: Boolean(user.isEmailVerified),
    lastLogin: user.lastLogin ? new Date(user.lastLogin).toISOString() : null,
    secondFactor: secondFactorOf(user),
    googleLinked: Boolean(user.googleId),
    sessions,
  };
}
