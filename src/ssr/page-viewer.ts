import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Request, Response } from 'express';
import { inject, type DispatchFunc } from 'light-my-request';
import { clearSessionCookie, sessionCookieToken } from '../auth/session-cookie';
import type { Principal } from '../common/principal';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { SessionsService } from '../sessions/sessions.service';
import { deviceCookieName, deviceCookieOf } from '../throttle/device-cookie';
import { toUserDto } from '../users/user-response';
import type { RenderViewer, ViewerApi, ViewerUser } from './render-contract';

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * The Express app as a plain function for light-my-request. Handed the app itself, light-my-request
 * rewires the prototypes of Express's request and response for the whole process (its "Express
 * detection"), after which the server's real requests lose Node's `headers` getter and the next
 * page fails. Given a function it leaves them alone; Express then swaps the simulated request's
 * and response's prototypes for its own, so their methods are made their own first.
 */
function dispatcherOf(app: DispatchFunc): DispatchFunc {
  const keepMethods = (target: object) => {
    const methods = Object.getPrototypeOf(target) as Record<string, unknown>;
    for (const key of Object.keys(methods)) {
      (target as Record<string, unknown>)[key] = methods[key];
    }
  };
  return (req, res) => {
    keepMethods(req);
    keepMethods(res);
    app(req, res);
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

  /** The API as an anonymous visitor from the request's address, for what every visitor sees. */
  publicApi(req: Request): ViewerApi {
    return this.apiFor(null, req);
  }

  /**
   * The API answered in-process (light-my-request into the same Express app): the same guards,
   * limits and validation as a call from the browser, from the member's own address.
   */
  private apiFor(token: string | null, req: Request): ViewerApi {
    const app = dispatcherOf(this.adapterHost.httpAdapter.getInstance() as DispatchFunc);
    return async (path, init = {}) => {
      // The browser's device cookie goes along (and no other cookie): the owner's own browser
      // is spared the account-wide sign-in wait with or without JavaScript
      // (src/throttle/device-cookie.ts). Read per call, as most renders make none.
      const device = deviceCookieOf(req);
      const cookie = device
        ? { cookie: `${deviceCookieName(this.config)}=${encodeURIComponent(device)}` }
        : {};
      const response = await inject(app, {
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        remoteAddress: req.ip,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'user-agent': req.get('user-agent') ?? '',
          ...cookie,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { payload: JSON.stringify(init.body) }),
      });
      return { status: response.statusCode, data: parseJson(response.payload) };
    };
  }
}
