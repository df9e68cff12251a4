import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MetricsService } from './metrics.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer TOKEN`, compared in constant time. */
export function hasMetricsToken(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const offered = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
  // Digests of equal length, so neither the length nor the content leaks through timing.
  return timingSafeEqual(digest(offered), digest(token)) && offered.length > 0;
}

/**
 * Answers a scrape: 401 without the token when one is configured, else the metrics. Used on the
 * main port (token required) and on the separate METRICS_PORT listener (token optional).
 */
export function serveMetrics(metrics: MetricsService, token: string | undefined) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (token && !hasMetricsToken(req, token)) {
      res.statusCode = 401;
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('The metrics need their token.\n');
      return;
    }
    metrics.text().then(
      (text) => {
        res.setHeader('Content-Type', metrics.contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.end(text);
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  };
}
