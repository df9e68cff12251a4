import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { of, type Observable } from 'rxjs';

/** The hidden field of every public form (client/components/HoneypotField.tsx): left empty by people. */
export const HONEYPOT_FIELD = 'website';

/** True when a form's hidden field was filled in: a bot, to be answered as if it succeeded. */
export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' && value !== '';
}

interface HoneypotAnswer {
  status: number;
  body: unknown;
}

const HONEYPOT = 'honeypot-answer';

/**
 * Answers a post whose hidden field is filled with what a success looks like, before validation
 * and before the handler: nothing is stored or mailed, and the bot learns nothing.
 */
@Injectable()
export class HoneypotInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const answer = this.reflector.get<HoneypotAnswer | undefined>(HONEYPOT, context.getHandler());
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    // A signed-in member is no bot: their call goes on (and answers as a member's does).
    if (!answer || req.user || !honeypotFilled(req.body)) return next.handle();
    http.getResponse<Response>().status(answer.status);
    return of(answer.body);
  }
}

/** A public form's API call: a filled honeypot gets `body` with `status`, as a success would. */
export function Honeypot(status: number, body: unknown) {
  return applyDecorators(
    SetMetadata(HONEYPOT, { status, body }),
    UseInterceptors(HoneypotInterceptor),
  );
}
