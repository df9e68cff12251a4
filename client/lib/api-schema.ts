import type { components } from './api-types';

/**
 * An answer or body of the API by its schema name in the OpenAPI document (client/lib/api-types.ts,
 * generated from the server's DTOs): what a page reads is what the server sends.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
