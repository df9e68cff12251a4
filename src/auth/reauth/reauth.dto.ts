import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { PasswordField } from '../../common/dto-fields';

/** Either the password or a code: an e-mailed one, or (with the app on) an app or recovery code. */
export class ReauthDto {
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
