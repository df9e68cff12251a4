import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';

/** What went wrong with a native form post, as the page that shows it tells the visitor. */
export type FormFailure = 'too-many' | 'failed';

/**
 * The exception filter of a controller of native form posts (pages before or without their
 * JavaScript): anything that goes wrong — bad input, a rate limit, an unexpected error — comes back
 * to the form's page as a 303 to the address `back` gives, never as a JSON error or a 5xx.
 * Unexpected errors are logged under `context`.
 */
export function formFailureRedirect(
  context: string,
  back: (req: Request, failure: FormFailure) => string,
): Type<ExceptionFilter> {
  @Catch()
  class FormFailureRedirect implements ExceptionFilter {
    private readonly logger = new Logger(context);

    catch(exception: unknown, host: ArgumentsHost): void {
      const req = host.switchToHttp().getRequest<Request>();
      const res = host.switchToHttp().getResponse<Response>();
      if (!(exception instanceof HttpException)) {
        this.logger.error(exception instanceof Error ? exception.message : String(exception));
      }
      const tooMany =
        exception instanceof HttpException &&
        exception.getStatus() === Number(HttpStatus.TOO_MANY_REQUESTS);
      res.redirect(303, back(req, tooMany ? 'too-many' : 'failed'));
    }
  }
  return FormFailureRedirect;
}
