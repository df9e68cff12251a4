import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';

export const SIGN_IN_CODE_SHAPE =
  'The code has 6 digits (a recovery code has 10 letters and digits, such as k7m2p-x9q4r).';

/**
 * The code of a sign-in's second step: 6 digits (e-mailed, or from an authenticator app) or a
 * recovery code (10 letters and digits, the dash and spaces optional).
 */
export function SignInCodeField(from = 'the e-mail or your authenticator app') {
  return applyDecorators(
    ApiProperty({
      example: '042917',
      description: `The 6-digit code from ${from}, or a recovery code`,
    }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: `Please enter the 6-digit code from ${from}.` }),
    Matches(/^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/, { message: SIGN_IN_CODE_SHAPE }),
  );
}
