import {
  ForbiddenException,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Principal } from '../common/principal';
import type { UserRole } from '../users/user.entity';
import { ROLES } from './roles.decorator';

/**
 * Runs after the JWT guard, so a visitor without a session has already had 401; a signed-in
 * member without the role gets 403. The role is read from the account row loaded with the session,
 * so a role taken away counts from the next request.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const principal = context.switchToHttp().getRequest<Request>().user as Principal | undefined;
    if (principal && roles.includes(principal.user.role)) return true;
    throw new ForbiddenException('You do not have permission to do that.');
  }
}
