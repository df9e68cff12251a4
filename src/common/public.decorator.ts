import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Marks a route or controller as open to visitors without a session (the guard lets it pass). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
