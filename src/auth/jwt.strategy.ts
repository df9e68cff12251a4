import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { SessionsService } from '../sessions/sessions.service';
import type { Principal } from '../common/principal';
import { jwtKey } from '../common/jwt-key';
import { apiSessionCookieToken } from './session-cookie';

/**
 * Bearer JWT (HS256), or the session cookie of a page of this site, then the session row must
 * still be live (SessionsService.principalOf).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        ExtractJwt.fromAuthHeaderAsBearerToken(),
        (req: Request) => apiSessionCookieToken(req, config) ?? null,
      ]),
      // passport-jwt's types say string or Buffer; jsonwebtoken takes the KeyObject as it is.
      secretOrKey: jwtKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: {
    sub?: unknown;
    sid?: unknown;
    exp?: unknown;
  }): Promise<Principal | false> {
    return (await this.sessions.principalOf(payload)) ?? false;
  }
}
