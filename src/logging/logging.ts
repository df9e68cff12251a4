import type { LogLevel } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LoggerModule } from 'nestjs-pino';
import pino, { type Logger, type LevelWithSilent } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from '../config/env';
import { readableLines } from './readable-lines';
import { requestIdFor } from './request-id';
import { routeLabel } from './route-label';
import { safeUrl } from './safe-url';

/** The lowest pino level that shows every Nest level asked for (`false`: nothing). */
export function pinoLevel(levels: LogLevel[] | false): LevelWithSilent {
  if (levels === false) return 'silent';
  if (levels.includes('verbose') || levels.includes('debug')) return 'debug';
  if (levels.includes('log')) return 'info';
  if (levels.includes('warn')) return 'warn';
  if (levels.includes('error') || levels.includes('fatal')) return 'error';
  return 'silent';
}

/**
 * Never logged, wherever a request or answer ends up in a log object: the request lines below
 * carry no headers at all, this is the net under any other log call.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

const SYNTHETIC_ERROR = /^failed with status code \d+$/;
const HEALTH_PROBE = /^\/api\/health(\/(ready|live))?(\?|$)/;

/** The one line written per request: no headers, no body, the address without its secrets. */
function requestLine(req: Request, res: Response, durationMs: number) {
  return {
    method: req.method,
    route: routeLabel(req, res),
    url: safeUrl(req.originalUrl ?? req.url),
    status: res.statusCode,
    durationMs,
  };
}

/**
 * The process's logger: JSON lines in production (for the cluster's log collector), one readable
 * line per entry elsewhere. `http` is the Express middleware that gives each request its id and
 * writes its line when the answer is finished.
 */
export function createLogging(config: AppConfig, levels: LogLevel[] | false) {
  const options = { level: pinoLevel(levels), redact: REDACTED, base: undefined };
  const logger: Logger =
    config.nodeEnv === 'production' ? pino(options) : pino(options, readableLines());
  const http = pinoHttp({
    logger,
    genReqId: requestIdFor(config.trustProxy > 0),
    quietReqLogger: true,
    quietResLogger: true,
    // The request line carries what requestLine picks; serializing the whole request and answer
    // for every line (then dropping them) cost a third of the throughput under load.
    serializers: { req: () => undefined, res: () => undefined },
    customAttributeKeys: { reqId: 'requestId' },
    wrapSerializers: false,
    customSuccessObject: (req, res, value: { responseTime: number }) =>
      requestLine(req as Request, res as Response, value.responseTime),
    customErrorObject: (req, res, error, value: { responseTime: number }) => ({
      ...requestLine(req as Request, res as Response, value.responseTime),
      // pino-http reports every 5xx as an error of its own making; only a real one is worth a field.
      ...(SYNTHETIC_ERROR.test(error.message) ? {} : { error: error.message }),
    }),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    // The error behind a 5xx is logged where it happened (the exception filter, the renderer).
    customLogLevel: (req, res, error) => {
      if (error && !SYNTHETIC_ERROR.test(error.message)) return 'error';
      if (res.statusCode >= 500) return 'warn';
      // Probes answer every few seconds per replica; only a failing one is news.
      return res.statusCode < 400 &&
        HEALTH_PROBE.test((req as Request).originalUrl ?? req.url ?? '')
        ? 'silent'
        : 'info';
    },
  });
  /** nestjs-pino's Logger for app.useLogger, bound to each routed request's logger. */
  const module = LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true });
  return { logger, http, module };
}
