import { ApiProperty } from '@nestjs/swagger';
import { secondFactorOf, type SecondFactor } from './second-factor';
import type { User, UserRole } from './user.entity';

/** The user object of every response: the only fields of an account that leave the server. */
export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Asha Devi' })
  name: string;

  @ApiProperty({ example: 'asha@example.com' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: 'asha_d' })
  username: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Image address (from Google)' })
  avatar: string | null;

  @ApiProperty()
  isEmailVerified: boolean;

  @ApiProperty()
  otpEnabled: boolean;

  @ApiProperty({ description: 'Whether the account has a password (false: Google sign-in only)' })
  hasPassword: boolean;

  @ApiProperty({ enum: ['user', 'admin'] })
  role: UserRole;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLogin: string | null;

  @ApiProperty({
    enum: ['off', 'email', 'app'],
    description: 'The second factor of sign-in: none, an e-mailed code, or an authenticator app',
  })
  secondFactor: SecondFactor;
}

/**
 * The only way a user leaves the server: the listed fields are copied one by one, so a password
 * hash, Google id, code or token can never be emitted, whatever the entity holds.
 */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username ?? null,
    avatar: user.avatar ?? null,
    isEmailVerified: Boolean(user.isEmailVerified),
    otpEnabled: Boolean(user.otpEnabled),
    hasPassword: Boolean(user.passwordHash),
    role: user.role === 'admin' ? 'admin' : 'user',
    createdAt: new Date(user.createdAt).toISOString(),
    lastLogin: user.lastLogin ? new Date(user.lastLogin).toISOString() : null,
    secondFactor: secondFactorOf(user),
  };
}

export class UserResponse {
  @ApiProperty({ type: UserDto })
  user: UserDto;
}
