import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  EmailField,
  LinkTokenField,
  NameField,
  NewPasswordField,
  NoControlCharacters,
  PasswordField,
} from '../../common/dto-fields';
import { UserDto } from '../../users/user-response';
import { SignInCodeField } from '../totp/sign-in-code.field';

export class SignupRequestDto {
  @NameField()
  name: string;

  @EmailField()
  email: string;

  @NewPasswordField()
  password: string;
}

export class RegisterDto extends SignupRequestDto {}

export class LoginDto {
  @EmailField()
  email: string;

  @PasswordField()
  password: string;
}

export class VerifyOtpDto {
  @EmailField()
  email: string;

  @SignInCodeField()
  otp: string;

  @ApiPropertyOptional({
    description: 'Ignored: the name given when the code was requested is used',
  })
  @IsOptional()
  @IsString({ message: 'The name must be text.' })
  @MaxLength(100, { message: 'Please enter a name of 1 to 100 characters.' })
  @NoControlCharacters(false, 'The name contains characters that are not allowed.')
  name?: string;

  @PasswordField(false)
  password?: string;
}

export class EmailDto {
  @EmailField()
  email: string;
}

export class VerifyEmailDto {
  @LinkTokenField('This verification link is invalid or has expired.')
  token: string;

  /**
   * The password chosen at registration. The link proves the mailbox; a password is kept only
   * when the mailbox owner shows they know it, since anyone could have registered the address.
   */
  @PasswordField(false)
  password?: string;
}

export class ResetLinkDto {
  @LinkTokenField('This reset link is invalid or has expired. Please ask for a new one.')
  token: string;
}

export class ResetLinkStatusResponse {
  @ApiProperty({ description: 'Always true: a dead link is answered 400 with its sentence' })
  valid: true;
}

export class ResetPasswordDto {
  @LinkTokenField('This reset link is invalid or has expired. Please ask for a new one.')
  token: string;

  @NewPasswordField()
  password: string;
}

export class ToggleOtpDto {
  @ApiProperty({ description: 'true turns two-factor sign-in on, false off' })
  @IsBoolean({
    message: 'Please say whether two-factor sign-in should be on (true) or off (false).',
  })
  enable: boolean;

  /**
   * Accepted from older pages and ignored: every second-factor change now needs a recent sign-in
   * (POST /api/auth/reauth proves the password), one path for all of them.
   */
  @PasswordField(false)
  password?: string;
}

export class MessageResponse {
  @ApiProperty({ example: 'Done.' })
  message: string;
}

export class TokenResponse {
  @ApiProperty({ description: 'A Bearer token for this session, valid 1 day' })
  token: string;
}

export class MsgResponse {
  @ApiProperty({ example: 'We sent a 6-digit code to your e-mail address.' })
  msg: string;
}

export class SessionResponse {
  @ApiProperty({ description: 'JWT (HS256) for the Authorization: Bearer header; valid 7 days' })
  token: string;

  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiPropertyOptional()
  msg?: string;
}

export class LoginResponse {
  @ApiPropertyOptional({ description: 'Present when no second factor is needed' })
  token?: string;

  @ApiPropertyOptional({ type: UserDto })
  user?: UserDto;

  @ApiPropertyOptional({ description: 'true when a second factor is needed; then call verify-otp' })
  requiresOTP?: boolean;

  @ApiPropertyOptional({
    enum: ['email', 'totp'],
    description:
      'With requiresOTP: a code was e-mailed, or the authenticator app (or a recovery code) is asked for',
  })
  method?: 'email' | 'totp';

  @ApiPropertyOptional()
  msg?: string;
}

export class VerifyEmailResponse extends MessageResponse {
  @ApiProperty({
    description:
      'false when the password set before the address was proven was removed; then follow `next`',
  })
  passwordKept: boolean;

  @ApiPropertyOptional({
    description:
      'Where the page sends the person next: /reset-password?token=… to choose a password',
    example: '/reset-password?token=…',
  })
  next?: string;
}

export class ToggleOtpResponse extends MessageResponse {
  @ApiProperty({ type: UserDto })
  user: UserDto;
}
