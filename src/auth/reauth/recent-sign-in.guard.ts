import {
  ForbiddenException,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Clock } from '../../common/clock';
import type { Principal } from '../../common/principal';
import { RECENT_SIGN_IN, RECENT_SIGN_IN_MS } from './recent-sign-in.decorator';

export const REAUTH_REQUIRED =
  'For your security, please confirm it is you before making this change.';

/** Runs after the JWT guard: routes marked @RecentSignIn() need a recently proven session. */
@Injectable()
export class RecentSignInGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly clock: Clock,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (!this.reflector.getAllAndOverride<boolean>(RECENT_SIGN_IN, targets)) return true;
    const principal = context.switchToHttp().getRequest<Request>().user as Principal | undefined;
    const provenAt = principal?.provenAt?.getTime() ?? 0;
    if (this.clock.nowMs() - provenAt <= RECENT_SIGN_IN_MS) return true;
    throw new ForbiddenException({ message: REAUTH_REQUIRED, reauthRequired: true });
  }
}
