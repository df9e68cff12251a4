import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { setDeviceCookie } from '../throttle/device-cookie';
import { cookieTokenOf } from './auth.service';
import { setSessionCookie } from './session-cookie';

function isSignedIn(body: unknown): body is { token: string; user: { email?: unknown } | null } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { token?: unknown }).token === 'string' &&
    typeof (body as { user?: unknown }).user === 'object'
  );
}

/**
 * Every answer that hands out a session ({ token, user }: sign-up, sign-in, codes, Google,
 * passkeys) also sets the session cookie, so no flow can forget to, and the device cookie that
 * keeps this browser its own sign-in allowance for the account (src/throttle/device-cookie.ts).
 */
@Injectable()
export class SessionCookieInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (isSignedIn(body) && !res.headersSent) {
          setSessionCookie(res, cookieTokenOf(body) ?? body.token, this.config);
          const email = body.user?.email;
          if (typeof email === 'string') setDeviceCookie(res, email, this.config);
        }
        return body;
      }),
    );
  }
}
