import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { LoginResponse } from '../dto/auth.dto';

export class GoogleExchangeDto {
  @ApiProperty({ description: 'The one-time code of /auth/callback?code=…' })
  @IsString({ message: 'This sign-in link is incomplete. Please continue with Google again.' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: 'This sign-in link is incomplete. Please continue with Google again.',
  })
  code: string;
}

export class GoogleOtpDto {
  @ApiProperty({ example: '042917', description: 'The 6-digit code from the e-mail' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please enter the 6-digit code from the e-mail.' })
  @Matches(/^\d{6}$/, { message: 'The code has 6 digits.' })
  otp: string;
}

/** The exchange answers as a password sign-in does: a session, or a code e-mailed first. */
export class GoogleSignInResponse extends LoginResponse {}
