import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export const TYPE_YOUR_ADDRESS = 'Please type your e-mail address to confirm.';

export class DeleteAccountDto {
  @ApiProperty({
    example: 'asha@example.com',
    description: 'The account’s e-mail address, typed to confirm',
  })
  @IsString({ message: TYPE_YOUR_ADDRESS })
  @MaxLength(320, { message: TYPE_YOUR_ADDRESS })
  confirmEmail: string;
}
