import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Who made a request, as far as the server can tell: used for limits, sessions and audit. */
export interface RequestContext {
  /** The client address (Express's req.ip, which honours TRUST_PROXY). */
  ip: string;
  userAgent: string;
}

export function requestContext(req: Request): RequestContext {
  return {
    ip: req.ip ?? req.socket?.remoteAddress ?? '',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
  };
}

/** The RequestContext of the current request, as a controller parameter. */
export const ClientContext = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestContext =>
    requestContext(context.switchToHttp().getRequest<Request>()),
);
