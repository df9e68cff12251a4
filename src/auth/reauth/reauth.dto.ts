import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { PasswordField } from '../../common/dto-fields';

/** Either the password or a code: an e-mailed one, or (with the app on) an app or recovery code. */
export class ReauthDto {
  // Optional in the document as in the validation: a code alone proves the member as well.
  @ApiPropertyOptional({ maxLength: 128, format: 'password', description: 'Unless a code is sent' })
  @ValidateIf((dto: ReauthDto) => dto.code === undefined)
  @PasswordField()
  password?: string;

  @ApiPropertyOptional({ example: '042917', description: 'An e-mailed, app or recovery code' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please enter the code.' })
  @Length(6, 32, { message: 'Please enter the code.' })
  code?: string;
}
