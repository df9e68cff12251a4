import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Request, Response } from 'express';
import { inject, type DispatchFunc } from 'light-my-request';
import { clearSessionCookie, sessionCookieToken } from '../auth/session-cookie';
import type { Principal } from '../common/principal';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { SessionsService } from '../sessions/sessions.service';
import { toUserDto } from '../users/user-response';
import type { RenderViewer, ViewerApi, ViewerUser } from './render-contract';

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

interface ExpressApp {
  request: object;
  response: object;
  router: { handle(req: object, res: object, done: (error?: unknown) => void): void };
}

/** Gives one object the methods and accessors of an Express prototype, and the app. */
function lend(target: object, proto: object, app: ExpressApp): void {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
    if (!Object.prototype.hasOwnProperty.call(target, key)) {
      Object.defineProperty(target, key, descriptor);
    }
  }
  Object.defineProperty(target, 'app', { value: app, configurable: true, writable: true });
}

/**
 * light-my-request, handed the Express app itself, re-parents Express's request and response
 * prototypes onto its own classes for good (its "Express detection"): every real request the
 * server takes afterwards has lost Node's IncomingMessage, headers included, and fails. It is
 * handed this instead: Express's methods are lent to the injected request and response alone,
 * and the app's router runs them as app.handle would.
 */
function expressDispatch(app: ExpressApp): DispatchFunc {
  const requestProto = Object.getPrototypeOf(app.request) as object;
  const responseProto = Object.getPrototypeOf(app.response) as object;
  return (req, res) => {
    lend(req, requestProto, app);
    lend(res, responseProto, app);
    Object.assign(req, { res });
    Object.assign(res, { req, locals: Object.create(null) as object });
    app.router.handle(req, res, (error) => {
      res.statusCode = error ? 500 : 404;
      res.end();
    });
  };
}

/**
 * The member a page request comes from (the session cookie), for pages rendered for them and for
 * native form posts. A cookie whose session has ended is cleared, and the page is the visitor's.
 */
@Injectable()
export class PageViewer {
  constructor(
    private readonly sessions: SessionsService,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The signed-in member of the request, or null (no cookie, or an ended session). */
  async principal(req: Request, res: Response): Promise<Principal | null> {
    const token = sessionCookieToken(req, this.config);
    if (!token) return null;
    const principal = await this.sessions.principalOfToken(token);
    if (!principal) clearSessionCookie(res, this.config);
    return principal;
  }

  async viewer(req: Request, res: Response): Promise<RenderViewer | undefined> {
    const token = sessionCookieToken(req, this.config);
    const principal = token ? await this.principal(req, res) : null;
    if (!token || !principal) return undefined;
    const user: ViewerUser = { ...toUserDto(principal.user) };
    return { user, api: this.apiFor(token, req) };
  }

  /**
   * The API answered in-process (light-my-request into the same Express app): the same guards,
   * limits and validation as a call from the browser, from the member's own address.
   */
  private apiFor(token: string, req: Request): ViewerApi {
    const app = expressDispatch(this.adapterHost.httpAdapter.getInstance() as ExpressApp);
    return async (path, init = {}) => {
      const response = await inject(app, {
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        remoteAddress: req.ip,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          'user-agent': req.get('user-agent') ?? '',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { payload: JSON.stringify(init.body) }),
      });
      return { status: response.statusCode, data: parseJson(response.payload) };
    };
  }
}
