import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';

export class TotpCodeDto {
  @ApiProperty({ example: '042917', description: 'The current 6-digit code of the app' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @IsString({ message: 'Please enter the 6-digit code from your authenticator app.' })
  @Matches(/^\d{6}$/, { message: 'The code from your authenticator app has 6 digits.' })
  code: string;
}

export class TotpSetupResponse {
  @ApiProperty({ description: 'The shared secret (Base32), to type into the app by hand' })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/Pragya%20Trust:asha%40example.org?secret=…' })
  otpauthUrl: string;

  @ApiProperty({ description: 'The otpauth URL as a QR code (SVG)' })
  qrSvg: string;
}

export class RecoveryCodesResponse {
  @ApiProperty({ type: [String], example: ['k7m2p-x9q4r'], description: 'Ten codes, shown once' })
  recoveryCodes: string[];
}

export class SecondFactorStateResponse {
  @ApiProperty({ enum: ['off', 'email', 'app'] })
  secondFactor: 'off' | 'email' | 'app';

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  appSince: string | null;

  @ApiProperty({ example: 10 })
  recoveryCodesLeft: number;
}
