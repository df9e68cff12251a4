import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsObject, IsOptional, IsString, Length } from 'class-validator';
import { NoControlCharacters } from '../../common/dto-fields';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

const NAME_SENTENCE = 'Please give the passkey a name of 1 to 60 characters.';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PasskeyNameDto {
  @ApiProperty({ example: 'Chrome on Android' })
  @Transform(trim)
  @IsString({ message: NAME_SENTENCE })
  @Length(1, 60, { message: NAME_SENTENCE })
  @NoControlCharacters(false, 'The name contains characters that are not allowed.')
  name: string;
}

export class PasskeyRegistrationDto {
  @ApiProperty({ description: 'What @simplewebauthn/browser startRegistration() returned' })
  @IsObject({ message: 'The passkey could not be added. Please try again.' })
  response: RegistrationResponseJSON;

  @ApiPropertyOptional({
    description: 'Defaults to the browser and system, e.g. “Chrome on Linux”',
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: NAME_SENTENCE })
  @Length(1, 60, { message: NAME_SENTENCE })
  @NoControlCharacters(false, 'The name contains characters that are not allowed.')
  name?: string;
}

export class PasskeyAuthenticationDto {
  @ApiProperty({ description: 'What @simplewebauthn/browser startAuthentication() returned' })
  @IsObject({ message: 'The passkey sign-in could not be completed. Please try again.' })
  response: AuthenticationResponseJSON;
}

export class PasskeyResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Chrome on Linux' })
  name: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;

  @ApiProperty({ description: 'Synced to a password manager or cloud account' })
  backedUp: boolean;
}
