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

/** Copies a prototype's own methods onto the object itself, where a prototype swap cannot reach. */
function keepMethods(target: object): void {
  const proto = Object.getPrototypeOf(target) as object;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name === 'constructor' || Object.prototype.hasOwnProperty.call(target, name)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor && typeof descriptor.value === 'function') {
      Object.defineProperty(target, name, { ...descriptor, enumerable: false });
    }
  }
}

/**
 * Express's app as light-my-request can dispatch to it without harm. Handed the app itself,
 * light-my-request rewires the prototype of Express's request and response objects for good (so
 * that its mock request works after Express swaps prototypes), and every real request served
 * afterwards loses its Node methods: `req.headers` reads undefined. Handed a plain function, it
 * leaves Express alone; the mock request and response keep their own stream methods as own
 * properties, which Express's prototype swap does not touch.
 */
function dispatchTo(app: DispatchFunc): DispatchFunc {
  return (req, res) => {
    keepMethods(req);
    keepMethods(res);
    return app(req, res);
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
    const app = dispatchTo(this.adapterHost.httpAdapter.getInstance() as DispatchFunc);
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
