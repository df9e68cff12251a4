import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import parseurl from 'parseurl';
import { settleGivenHeaders } from './given-headers';

/** A response before Express has seen it: `locals` is made by runBeforeExpress, as Express would. */
export type NodeResponse = ServerResponse & { locals: Record<string, unknown> };

/**
 * A layer that every request passes before Express, written on node's own request and response
 * (docs/decisions/0203-the-common-layers-run-before-express.md). It answers, or calls `next`.
 */
export type NodeLayer = (
  req: IncomingMessage,
  res: NodeResponse,
  next: (error?: unknown) => void,
) => void;

type Handle = (req: IncomingMessage, res: ServerResponse, callback?: NextFunction) => void;

/** Where a layer's error waits for Express, which answers it as it answers any middleware's. */
const FAILURE = Symbol('error before Express');

type FailedRequest = IncomingMessage & { [FAILURE]?: unknown };

/** Whether the request's URL can be read (parseurl throws on some absolute-form URLs). */
function readableUrl(req: IncomingMessage): boolean {
  try {
    parseurl(req);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `layers` on every request the Express app is handed (by its HTTP server, and by
 * light-my-request for the pages' in-process API calls), and hands Express only what they leave.
 * Express's own entry (its router, the prototypes it swaps onto every request and response) cost
 * more than serving a cached page or photograph; answered here they never pay it.
 *
 * Express's own `app` function calls `app.handle` for every request, so replacing that method is
 * the one place every way in passes. A layer that throws, or passes an error on, reaches Express's
 * error handling through `expressFailures`, which this registers as the app's first middleware (so
 * it must run before any `app.use`). A request whose URL cannot be read at all (`GET http://[::1/x`) goes straight
 * to Express, which answers it 404 as it always did, before any layer: the layers read the path.
 * An error thrown once a layer has passed the request on is Express's own or comes after the
 * answer was handed on; it goes to `lateError`, and the answer to whoever took the request.
 */
export function runBeforeExpress(
  app: Express,
  layers: readonly NodeLayer[],
  lateError: (error: unknown) => void,
): void {
  app.use(expressFailures);
  const express = app as unknown as { handle: Handle };
  const handle = express.handle.bind(app);
  express.handle = (req, res, callback) => {
    if (!readableUrl(req)) {
      handle(req, res, callback);
      return;
    }
    const response = res as NodeResponse;
    response.locals ??= Object.create(null) as Record<string, unknown>;
    let index = 0;
    let passes = 0;
    // Express and everything behind it see the layers' given headers as set (given-headers.ts).
    // A header that cannot be set (an invalid value) is Express's error to answer, as it was when
    // the layer set it.
    const toExpress = (): void => {
      try {
        settleGivenHeaders(res);
      } catch (error) {
        (req as FailedRequest)[FAILURE] ??= error;
      }
      handle(req, res, callback);
    };
    // As in Express, a falsy value passed on is no error.
    const next = (error?: unknown): void => {
      passes++;
      if (error) {
        (req as FailedRequest)[FAILURE] = error;
        toExpress();
        return;
      }
      const layer = layers[index++];
      if (!layer) {
        toExpress();
        return;
      }
      const passed = passes;
      try {
        layer(req, response, next);
      } catch (thrown) {
        if (passes === passed)
          next(thrown || new Error('A layer before Express threw a falsy value'));
        else lateError(thrown);
      }
    };
    next();
  };
}

/** The first Express middleware: an error from a layer before Express, handed on as Express's own. */
function expressFailures(req: Request, _res: Response, next: NextFunction): void {
  const error = (req as FailedRequest)[FAILURE];
  if (error === undefined) {
    next();
    return;
  }
  delete (req as FailedRequest)[FAILURE];
  next(error);
}
