import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { isCommonPassword } from './common-passwords';
import { hasFormatCharacters, normaliseEmail } from './email-address';
import {
  NAME_MAX_LENGTH,
  NAME_OUT_OF_BOUNDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './user-rules';

/**
 * Characters a page cannot carry: control characters (C0, DEL, C1; tab and line breaks allowed
 * only where `multiline`), Unicode noncharacters (U+FDD0–U+FDEF, U+xFFFE/U+xFFFF) and lone
 * surrogates. HTML treats each as a parse error, the database refuses U+0000, and mail headers
 * break on line breaks; refusing them at the door keeps every page that shows the text valid.
 */
const CONTROL = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Rejects strings carrying characters a page cannot carry (see CONTROL above). */
export function NoControlCharacters(multiline: boolean, message: string): PropertyDecorator {
  const pattern = multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  return function (target: object, propertyName: string | symbol) {
    registerDecorator({
      name: 'noControlCharacters',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !pattern.test(value),
      },
    });
  };
}

/** Rejects the passwords of the maintained common-password list. */
export function NotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return function (target: object, propertyName: string | symbol) {
    registerDecorator({
      name: 'notCommonPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: 'This password is too common. Please choose one that is harder to guess.',
        ...options,
      },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
      },
    });
  };
}

export const INVISIBLE_IN_EMAIL =
  'The e-mail address contains invisible characters (such as a zero-width space). Please type it again.';

/** Rejects strings carrying invisible format characters (Unicode category Cf). */
function NoFormatCharacters(message: string): PropertyDecorator {
  return function (target: object, propertyName: string | symbol) {
    registerDecorator({
      name: 'noFormatCharacters',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasFormatCharacters(value),
      },
    });
  };
}

/**
 * An e-mail address in its one stored form (see normaliseEmail: NFC, lower case, UTS-46 domain),
 * at most 254 characters, a plain (unquoted) one, without invisible characters. Every DTO's
 * address goes through here, so look-alike spellings of one address are one account.
 */
export function EmailField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'asha@example.com', maxLength: 254 }),
    Transform(({ value }) => (typeof value === 'string' ? normaliseEmail(value) : value)),
    IsString({ message: 'Please enter your e-mail address.' }),
    NoFormatCharacters(INVISIBLE_IN_EMAIL),
    MaxLength(254, { message: 'The e-mail address is too long.' }),
    // Plain addresses only: no quoted or non-ASCII local parts (mail servers and headers).
    IsEmail({ allow_utf8_local_part: false }, { message: 'Please enter a valid e-mail address.' }),
    Matches(/^[^\s"(),:;<>[\]\\]+@[^\s@]+$/, { message: 'Please enter a valid e-mail address.' }),
  );
}

/** A person's name: trimmed, 1 to 100 characters, one line. */
export function NameField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'Asha Devi', minLength: 1, maxLength: 100 }),
    trim(),
    IsString({ message: 'Please enter your name.' }),
    Length(1, NAME_MAX_LENGTH, { message: NAME_OUT_OF_BOUNDS }),
    NoControlCharacters(false, 'The name contains characters that are not allowed.'),
  );
}

/** A new password: within the length rules (user-rules.ts), not a common one. Never trimmed. */
export function NewPasswordField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      format: 'password',
    }),
    IsString({ message: 'Please enter a password.' }),
    MinLength(PASSWORD_MIN_LENGTH, { message: `${PASSWORD_TOO_SHORT}.` }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: `${PASSWORD_TOO_LONG}.` }),
    NotCommonPassword(),
  );
}

/** A password being checked (sign-in): any string up to 128 characters. */
export function PasswordField(required = true): PropertyDecorator {
  const decorators = [
    IsString({ message: 'Please enter your password.' }),
    Length(required ? 1 : 0, 128, { message: 'Please enter your password.' }),
  ];
  return required
    ? applyDecorators(ApiProperty({ maxLength: 128, format: 'password' }), ...decorators)
    : applyDecorators(
        ApiPropertyOptional({ maxLength: 128, format: 'password' }),
        IsOptional(),
        ...decorators,
      );
}

/** A secret token from a link: 32 random bytes, base64url. */
export function LinkTokenField(message: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ description: 'The token from the link in the e-mail', example: 'x'.repeat(43) }),
    trim(),
    IsString({ message }),
    Matches(/^[A-Za-z0-9_-]{43}$/, { message }),
  );
}

export { trim as Trim };
