import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { SessionsService } from '../sessions/sessions.service';
import type { Principal } from '../common/principal';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bearer JWT (HS256), then the session row must still be live. Every token this app signs has
 * `exp` and `sid`; one without them is refused, since the verifier checks `exp` only when present.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: {
    sub?: unknown;
    sid?: unknown;
    exp?: unknown;
  }): Promise<Principal | false> {
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid)) {
      return false;
    }
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return false;
    const user = await this.sessions.userOf(sid, sub);
    return user ? { id: user.id, sessionId: sid, user } : false;
  }
}
