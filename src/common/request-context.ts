import { AsyncLocalStorage } from 'node:async_hooks';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { deviceCookieOf } from '../throttle/device-cookie';

/** Who made a request, as far as the server can tell: used for limits, sessions and audit. */
export interface RequestContext {
  /** The client address (Express's req.ip, which honours TRUST_PROXY). */
  ip: string;
  userAgent: string;
  /** The device cookie, unchecked (src/throttle/device-cookie.ts checks it against an account). */
  device?: string;
}

export function requestContext(req: Request): RequestContext {
  return {
    ip: req.ip ?? req.socket?.remoteAddress ?? '',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
    device: deviceCookieOf(req),
  };
}

/** The RequestContext of the current request, as a controller parameter. */
export const ClientContext = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestContext =>
    requestContext(context.switchToHttp().getRequest<Request>()),
);

const requestStore = new AsyncLocalStorage<RequestContext>();

/**
 * Keeps each request's RequestContext for code that runs on its behalf deep inside a flow (a
 * session opened at the end of a sign-up, a security event recorded by a service), so the client's
 * address need not be passed through every call in between.
 */
export function requestContextStore(req: Request, _res: unknown, next: () => void): void {
  requestStore.run(requestContext(req), next);
}

/** The RequestContext of the request being served, if any (none in jobs and scripts). */
export function currentRequestContext(): RequestContext | undefined {
  return requestStore.getStore();
}
