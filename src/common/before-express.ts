import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';

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

/**
 * Runs `layers` on every request the Express app is handed (by its HTTP server, and by
 * light-my-request for the pages' in-process API calls), and hands Express only what they leave.
 * Express's own entry (its router, the prototypes it swaps onto every request and response) cost
 * more than serving a cached page or photograph; answered here they never pay it.
 *
 * Express's own `app` function calls `app.handle` for every request, so replacing that method is
 * the one place every way in passes. A layer that throws, or passes an error on, reaches Express's
 * error handling through the first Express middleware, `expressFailures`, which must be registered
 * before any other.
 */
export function runBeforeExpress(app: Express, layers: readonly NodeLayer[]): void {
  const express = app as unknown as { handle: Handle };
  const handle = express.handle.bind(app);
  express.handle = (req, res, callback) => {
    const response = res as NodeResponse;
    response.locals ??= Object.create(null) as Record<string, unknown>;
    let index = 0;
    const next = (error?: unknown): void => {
      if (error !== undefined) {
        (req as FailedRequest)[FAILURE] = error;
        handle(req, res, callback);
        return;
      }
      const layer = layers[index++];
      if (!layer) {
        handle(req, res, callback);
        return;
      }
      const at = index;
      try {
        layer(req, response, next);
      } catch (thrown) {
        // Thrown by Express itself, through a layer that had passed the request on: not ours.
        if (index !== at) throw thrown;
        next(thrown ?? new Error('A layer before Express threw nothing'));
      }
    };
    next();
  };
}

/** The first Express middleware: an error from a layer before Express, handed on as Express's own. */
export function expressFailures(req: Request, _res: Response, next: NextFunction): void {
  const error = (req as FailedRequest)[FAILURE];
  if (error === undefined) {
    next();
    return;
  }
  delete (req as FailedRequest)[FAILURE];
  next(error);
}
