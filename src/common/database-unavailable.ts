/** Node socket errors and pg's own messages when the database cannot be reached or drops a connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|Client was closed and is not queryable|Cannot use a pool after calling end)/i;

/**
 * True when an error means "the database is unreachable right now", not a bug: socket errors,
 * pg's connection messages, and Postgres' connection-exception (08…), insufficient-resources
 * (53…) and operator-intervention (57P…) codes, also when TypeORM wraps them in QueryFailedError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, driverError, cause } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || /^(08|53|57P)/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
