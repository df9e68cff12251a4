import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/**
 * A path parameter that names a row by its UUID: anything else is a 400 with the sentence before
 * the database sees it (Postgres refuses a malformed uuid with an error, which must never become
 * a 5xx). The same check (class-validator's isUUID) for every such route.
 */
export function uuidParam(sentence: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(sentence) });
}
