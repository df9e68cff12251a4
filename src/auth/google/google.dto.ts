import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { LoginResponse } from '../dto/auth.dto';
import { SignInCodeField } from '../totp/sign-in-code.field';

export class GoogleExchangeDto {
  @ApiProperty({ description: 'The one-time code of /auth/callback?code=…' })
  @IsString({ message: 'This sign-in link is incomplete. Please continue with Google again.' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: 'This sign-in link is incomplete. Please continue with Google again.',
  })
  code: string;
}

export class GoogleOtpDto {
  @SignInCodeField()
  otp: string;
}

/** The exchange answers as a password sign-in does: a session, or a code e-mailed first. */
export class GoogleSignInResponse extends LoginResponse {}
