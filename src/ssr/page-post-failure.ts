import {
  Catch,
  HttpException,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError } from '../common/domain-error';
import { ownPath } from './own-path';

/**
 * The exception filter of a page POST refused before its route action ran (a rate limit; anything
 * unexpected is logged): a 303 back to the page with `form=failed`, never a JSON error or a 5xx, and
 * with the page's own query kept (a confirmation page's token is in it). What the action itself
 * refuses, the page renders from the action's data instead.
 */
@Catch()
export class PagePostFailure implements ExceptionFilter {
  private readonly logger = new Logger('Pages');

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    if (!(exception instanceof HttpException || exception instanceof DomainError)) {
      this.logger.error(exception instanceof Error ? exception.message : String(exception));
    }
    const query = new URL(req.originalUrl, 'http://page.invalid').searchParams;
    query.set('form', 'failed');
    res.redirect(303, `${ownPath(req)}?${query.toString()}`);
  }
}
