import type { LogLevel } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { LoggerModule } from 'nestjs-pino';
import pino, { type Logger, type LevelWithSilent } from 'pino';
import type { NodeLayer, NodeResponse } from '../common/before-express';
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

const HEALTH_PROBE = /^\/api\/health(\/(ready|live))?(\?|$)/;

/** The one line written per request: no headers, no body, the address without its secrets. */
type ExpressUrl = IncomingMessage & { originalUrl?: string };

function requestLine(req: ExpressUrl, res: NodeResponse, durationMs: number) {
  return {
    method: req.method,
    route: routeLabel(req, res),
    url: safeUrl(req.originalUrl ?? req.url ?? ''),
    status: res.statusCode,
    durationMs,
  };
}

/**
 * The level of a request's line: a 5xx is a warning (the error behind it is logged where it
 * happened: the exception filter, the renderer); probes answer every few seconds per replica, so
 * only a failing one is news.
 */
function requestLevel(req: ExpressUrl, res: ServerResponse): LevelWithSilent {
  if (res.statusCode >= 500) return 'warn';
  if (res.statusCode < 400 && HEALTH_PROBE.test(req.originalUrl ?? req.url ?? '')) return 'silent';
  return 'info';
}

/**
 * The first layer of every request (src/common/before-express.ts): it gives the request its id
 * (`X-Request-Id`) and writes its one line when the answer is done. It does what pino-http did
 * here, without its per-request work that nothing read: two child loggers (one bound to the whole
 * request) and the arrays of loggers for every request, and three listeners
 * (docs/decisions/0058-memory-under-load.md).
 */
function requestLogging(logger: Logger, trustProxy: boolean): NodeLayer {
  const genReqId = requestIdFor(trustProxy);
  return (req, res, next) => {
    const started = Date.now();
    const requestId = genReqId(req, res);
    (req as LoggedRequest).id = requestId;
    // 'close' comes after 'finish' for every answer, and alone for one the client gave up on.
    res.once('close', () => {
      const level = requestLevel(req, res);
      if (level === 'silent' || !logger.isLevelEnabled(level)) return;
      logger[level]({ requestId, ...requestLine(req, res, Date.now() - started) }, 'request');
    });
    next();
  };
}

const CHILD = Symbol('request logger');

type LoggedRequest = IncomingMessage & { id?: string; [CHILD]?: Logger };

/**
 * `req.log`, the logger bound to the request id that nestjs-pino hands to the routes' log lines,
 * made when first read: a getter on the Express app's own request prototype, which Express gives
 * every request it handles. Defined on each request instead, it cost more than the rest of the
 * request's line; a cached page or photograph, answered before Express, never reads it.
 */
function lazyRequestLog(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: LoggedRequest) {
      return (this[CHILD] ??= logger.child({ requestId: this.id }));
    },
    set(this: LoggedRequest, value: Logger) {
      this[CHILD] = value;
    },
  });
}

/**
 * The process's logger: JSON lines in production (for the cluster's log collector), one readable
 * line per entry elsewhere. `http` is the layer that gives each request its id and writes its line
 * when the answer is finished; `attach` gives the Express app's requests their `req.log`.
 */
export function createLogging(config: AppConfig, levels: LogLevel[] | false) {
  const options = { level: pinoLevel(levels), redact: REDACTED, base: undefined };
  const logger: Logger =
    config.nodeEnv === 'production' ? pino(options) : pino(options, readableLines());
  const http = requestLogging(logger, config.trustProxy > 0);
  /** nestjs-pino's Logger for app.useLogger, bound to each routed request's logger (req.log). */
  const module = LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true });
  const attach = (app: Express) => lazyRequestLog(app, logger);
  return { logger, http, module, attach };
}
