import type { Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { createApp, type CreateAppOptions } from './app';
import type { AppConfig } from './config/env';
import { acceptQueued } from './health/accept-queued';
import { ShutdownState } from './health/shutdown-state';

/**
 * The timings of a stop (docs/decisions/0053, 0222): after SIGTERM the process keeps serving for
 * SHUTDOWN_DELAY_MS (readiness 503), then accepts what is still queued for at most ACCEPT_MS, and
 * in-flight requests have until DRAIN_MS after the delay to finish (at least DRAIN_MS − ACCEPT_MS
 * after the listener closed); the process exits 1 if it has not exited HARD_DEADLINE_MS after the
 * delay. Kubernetes sends SIGTERM after the 10 s preStop pause and SIGKILL 40 s after the pause
 * began: 10 + 5 + 15 < 40.
 */
export const ACCEPT_MS = 5_000;
export const DRAIN_MS = 10_000;
export const HARD_DEADLINE_MS = 15_000;
/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s). Longer than the
 * upstream keep-alive of the proxies in front (ingress-nginx and AWS's load balancers: 60 s), so
 * the proxy, not this process, ends an idle connection and never sends a request on one just
 * closed. It also means a turn of the event loop longer than 5 s (a cold replica rendering twenty
 * pages at once on shared cores) no longer resets the next request of a client that sent it while
 * the loop was busy (docs/decisions/0222-accept-what-is-queued-before-closing.md).
 */
export const KEEP_ALIVE_MS = 65_000;

export interface ServeOptions extends CreateAppOptions {
  /** Runs after the app is built and before it listens (the cluster test lifts limits here). */
  prepare?: (app: NestExpressApplication) => void;
}

/**
 * Keeps the answers of the running process honest about keep-alive while it drains: every answer
 * not yet started carries `Connection: close`, so clients (and the load balancer's pooled
 * connections) open their next request elsewhere instead of finding this socket closed.
 */
function trackAnswers(server: Server, state: ShutdownState) {
  const open = new Set<ServerResponse>();
  // Before Express's own listener, which may answer a cached page synchronously.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (state.draining) res.setHeader('Connection', 'close');
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return () => {
    for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
  };
}

/**
 * SIGTERM: readiness turns false at once and every answer from then on carries `Connection:
 * close`, but the listener stays open for SHUTDOWN_DELAY_MS, so the requests a load balancer (or a
 * client) sent before it noticed are accepted and answered; then, once the connections already
 * queued for it are accepted (libuv takes one per turn of the event loop), the listener closes, idle
 * keep-alive connections are closed and busy ones close after their answer, then the app closes
 * (database pool, Redis, the metrics listener) and the process exits 0 — or 1 if that takes longer
 * than the deadline. SIGINT (Ctrl-C in a terminal; no balancer to wait for) skips the delay, and so
 * does a second signal during it.
 */
function stopOnSignals(app: NestExpressApplication, logger: Logger, delayMs: number): void {
  const server = app.getHttpServer() as Server;
  const state = app.get(ShutdownState);
  const closeAfterAnswer = trackAnswers(server, state);
  let skipDelay: () => void = () => undefined;
  const stop = async (signal: string) => {
    if (state.draining) {
      skipDelay();
      return;
    }
    state.draining = true;
    const signalled = Date.now();
    const delay = signal === 'SIGTERM' ? delayMs : 0;
    // The deadline is set before anything else can fail: a later signal only skips the delay, so
    // a stop that threw before it (a log write to a reader that has gone) would never end.
    setTimeout(() => {
      try {
        logger.error(
          `Still stopping ${delay + HARD_DEADLINE_MS} ms after ${signal}: exiting`,
          'Server',
        );
      } finally {
        process.exit(1);
      }
    }, delay + HARD_DEADLINE_MS).unref();
    logger.log(
      `${signal} received: not ready; serving for ${delay} ms more, then finishing requests and closing the database`,
      'Server',
    );
    closeAfterAnswer();
    if (delay > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        skipDelay = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    // The drain's 10 s start here and include accepting what the kernel still holds for us, which
    // is capped so that a balancer still sending leaves in-flight requests time to finish.
    const drainFrom = Date.now();
    const drainUntil = drainFrom + DRAIN_MS;
    const queued = await acceptQueued(server, drainFrom + ACCEPT_MS);
    if (queued > 0) {
      logger.log(
        `Accepted ${queued} queued connections in ${Date.now() - drainFrom} ms before closing the listener`,
        'Server',
      );
    }
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const drained = await Promise.race([
      closed.then(() => true),
      new Promise<false>((resolve) =>
        setTimeout(() => resolve(false), Math.max(0, drainUntil - Date.now())).unref(),
      ),
    ]);
    if (!drained) {
      logger.warn(`Requests still open ${DRAIN_MS} ms after the delay: closing them`, 'Server');
      server.closeAllConnections();
    }
    try {
      await app.close();
    } catch (error) {
      logger.error(`Could not close cleanly: ${(error as Error).message}`, 'Server');
      process.exit(1);
    }
    logger.log(`Stopped ${Date.now() - signalled} ms after ${signal}`, 'Server');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Builds the app, listens on config.port and stops gracefully on a signal (main.ts, the cluster test). */
export async function serve(config: AppConfig, options: ServeOptions = {}): Promise<void> {
  const started = Date.now();
  const app = await createApp(config, options);
  options.prepare?.(app);
  (app.getHttpServer() as Server).keepAliveTimeout = KEEP_ALIVE_MS;
  await app.listen(config.port);
  const logger = app.get(Logger);
  stopOnSignals(app, logger, config.shutdownDelayMs);
  logger.log(
    `Pragya Trust is serving ${config.appUrl} on port ${config.port} (ready in ${Date.now() - started} ms)`,
    'Server',
  );
}
