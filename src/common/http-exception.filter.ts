import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { isDatabaseUnavailable } from './database-unavailable';
import { DomainError, type DomainErrorCode } from './domain-error';
import { defaultSentence, errorBody, type ErrorBody } from './error-body';

/** The one place a service's refusal becomes an HTTP status. */
export const STATUS_OF_CODE: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  unavailable: 503,
};

/** Errors raised by body-parser carry a status and a type instead of being HttpExceptions. */
interface ParserError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  code?: unknown;
}

const INFLATE_SENTENCE = 'The request body could not be decompressed.';

const PARSER_SENTENCES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request is too large.',
  'encoding.unsupported': 'The request encoding is not supported.',
  'charset.unsupported': 'The request charset is not supported.',
  'request.aborted': 'The request was interrupted.',
  'request.size.invalid': 'The request body was incomplete.',
};

/** Nest's own default sentences ("Cannot GET /x", "Not Found") are replaced by ours. */
function isNestDefault(message: string): boolean {
  return (
    /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message) ||
    /^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(message)
  );
}

/**
 * Nest turns body-parser's SyntaxError (bad JSON) and Express's URIError (bad %-encoding) into a
 * BadRequestException carrying the raw engine message; those get a sentence of their own.
 */
function externalSentence(status: number, message: unknown): string | undefined {
  if (status !== 400 || typeof message !== 'string') return undefined;
  if (/\bJSON\b|^Unexpected (token|end|non-whitespace)|^Expected .* in JSON/.test(message)) {
    return PARSER_SENTENCES['entity.parse.failed'];
  }
  if (/^Failed to decode param/.test(message)) return 'The address of the request is not valid.';
  return undefined;
}

function fromDomainError(error: DomainError): ErrorBody {
  const status = STATUS_OF_CODE[error.code];
  return errorBody(status, error.message || defaultSentence(status), { ...error.fields });
}

function fromHttpException(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const external = externalSentence(
    status,
    typeof response === 'string' ? response : (response as { message?: unknown }).message,
  );
  if (external) return errorBody(status, external);
  if (typeof response === 'string') {
    return errorBody(status, isNestDefault(response) ? defaultSentence(status) : response);
  }
  const {
    message,
    error: _error,
    statusCode: _statusCode,
    msg: _msg,
    ...extra
  } = response as Record<string, unknown>;
  const first = Array.isArray(message) ? message[0] : message;
  const sentence =
    typeof first === 'string' && !isNestDefault(first) ? first : defaultSentence(status);
  return errorBody(status, sentence, extra);
}

/**
 * Turns every error into the one error shape (error-body.ts); nothing from an unexpected error
 * (message, stack, paths) reaches the client, only a generic sentence, while the log keeps the detail.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (res.headersSent) return;
    res.status(body.statusCode).setHeader('Cache-Control', 'no-store');
    // A 429 that knows its wait (tooManyRequests) says it in the standard header too.
    if (body.statusCode === 429 && typeof body.retryAfter === 'number') {
      res.setHeader('Retry-After', String(body.retryAfter));
    }
    res.json(body);
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) return fromDomainError(exception);
    if (exception instanceof HttpException) return fromHttpException(exception);
    const parser = exception as ParserError;
    const status = parser?.status ?? parser?.statusCode;
    // body-parser's own errors carry a type; a body that fails to inflate (Content-Encoding: gzip
    // with something else) is a zlib error marked only as an exposable 400.
    if (
      (parser?.type || parser?.expose === true) &&
      typeof status === 'number' &&
      status >= 400 &&
      status < 500
    ) {
      const inflate = /^Z_/.test(String(parser.code)) ? INFLATE_SENTENCE : undefined;
      return errorBody(
        status,
        PARSER_SENTENCES[parser.type ?? ''] ?? inflate ?? defaultSentence(status),
      );
    }
    if (isDatabaseUnavailable(exception)) {
      // An outage, not a bug: 503 with a sentence (the database recovers on its own).
      this.logger.warn(`Database unavailable: ${(exception as Error).message}`);
      return errorBody(503, defaultSentence(503));
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return errorBody(500, defaultSentence(500));
  }
}
