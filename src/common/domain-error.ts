import type { FieldError } from './error-body';

/**
 * Why a service refused, in words a reader of the service knows; the HTTP status of each is the
 * error filter's (http-exception.filter.ts), so a service never speaks HTTP.
 * - `invalid`: the request cannot be done as asked (a bad value, a used link, a wrong code);
 * - `unauthenticated`: the person did not prove who they are (a wrong password);
 * - `forbidden`: the person is known, but their account may not do this yet (an address not
 *   confirmed);
 * - `not-found`: what the request names does not exist, or is not the caller's to see;
 * - `conflict`: the data as it stands forbids it (an address taken, the last admin);
 * - `too-many`: an allowance is used up for a while (`retryAfter` says how long);
 * - `unavailable`: something outside (the mail server) failed; the same request may work later.
 */
export type DomainErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-many'
  | 'unavailable';

/** What a refusal tells besides its sentence; sent in the error body under the same names. */
export interface DomainErrorFields {
  errors?: FieldError[];
  /** Seconds until the same request may succeed (with `too-many`). */
  retryAfter?: number;
}

/** A service's refusal: a code, the sentence the person reads, and any fields the body carries. */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    sentence: string,
    readonly fields: DomainErrorFields = {},
  ) {
    super(sentence);
  }
}
