import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../users/user.entity';

/** The signed-in account of a request (set by the JWT guard as req.user). */
export interface Principal {
  id: string;
  sessionId: string;
  user: User;
  /** When this session last proved its owner (sign-in or reauth); sensitive calls need it recent. */
  provenAt: Date | null;
}

/** The Principal of the request (routes behind the JWT guard always have one). */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest<Request>().user as Principal | undefined,
);

export const OPTIONAL_AUTH = 'optionalAuth';

/** On a @Public() route: a valid Bearer token still sets the Principal; a bad one is ignored. */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH, true);
