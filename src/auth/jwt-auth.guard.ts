import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { IS_PUBLIC } from '../common/public.decorator';
import { OPTIONAL_AUTH } from '../common/principal';

export const SIGN_IN_AGAIN = 'Your session has ended or is not valid. Please sign in again.';

/**
 * The global guard: every route needs a live session unless it is marked @Public(). A public
 * route marked @OptionalAuth() still reads a valid Bearer token (and ignores a bad one).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (!this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      return (await super.canActivate(context)) as boolean;
    }
    const request = context.switchToHttp().getRequest<Request>();
    if (
      this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH, targets) &&
      /^Bearer\s/i.test(request.headers.authorization ?? '')
    ) {
      try {
        await super.canActivate(context);
      } catch {
        request.user = undefined;
      }
    }
    return true;
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(SIGN_IN_AGAIN);
    return user;
  }
}
