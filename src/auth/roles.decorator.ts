import { SetMetadata } from '@nestjs/common';
import type { UserRole } from '../users/user.entity';

export const ROLES = 'roles';

/** Only accounts with one of these roles may call the route (or every route of the controller). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles);
