import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { NodeLayer } from '../common/before-express';
import { routeLabel } from '../logging/route-label';

/** Request and render times from a millisecond to ten seconds. */
const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus metrics: Node's own, requests by route and status, page rendering and
 * the render cache, and gauges that modules register for what they own (the contact mail queue,
 * the database pool, later the announcement queue), read when the scraper asks.
 */
export class MetricsService {
  readonly registry = new Registry();

  private readonly requests = new Histogram({
    name: 'pragya_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, matched route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  private readonly renders = new Histogram({
    name: 'pragya_ssr_render_duration_seconds',
    help: 'Time to server-render a page with the React client',
    buckets: SECONDS,
    registers: [this.registry],
  });

  private readonly renderCache = new Counter({
    name: 'pragya_render_cache_requests_total',
    help: 'Pages answered from the render cache (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  /**
   * Each label set's series of the request histogram and the render cache's two, found once:
   * prom-client otherwise validates and hashes the labels of every observation.
   */
  private readonly requestSeries = new Map<
    string,
    Histogram.Internal<'method' | 'route' | 'status'>
  >();
  private readonly cacheHits = this.renderCache.labels({ result: 'hit' });
  private readonly cacheMisses = this.renderCache.labels({ result: 'miss' });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Present from the start, so a dashboard's ratio is defined before the first page.
    this.renderCache.inc({ result: 'hit' }, 0);
    this.renderCache.inc({ result: 'miss' }, 0);
  }

  /**
   * A gauge whose value `collect` reads at each scrape. A failing read (the database down) leaves
   * the last value rather than failing the whole scrape.
   */
  gauge(name: string, help: string, collect: () => number | Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        try {
          this.set(await collect());
        } catch {
          // The other metrics still matter most when something is down.
        }
      },
    });
  }

  /** A layer before Express: times every request, labelled once its route is known. */
  readonly timeRequests: NodeLayer = (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      this.requestsOf(req.method ?? '', routeLabel(req, res), res.statusCode).observe(seconds);
    });
    next();
  };

  /** Times one page render. */
  async timeRender<T>(render: () => Promise<T>): Promise<T> {
    const end = this.renders.startTimer();
    this.cacheMisses.inc();
    try {
      return await render();
    } finally {
      end();
    }
  }

  cacheHit(): void {
    this.cacheHits.inc();
  }

  private requestsOf(method: string, route: string, status: number) {
    const key = `${method} ${status} ${route}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = this.requests.labels({ method, route, status: String(status) });
      this.requestSeries.set(key, series);
    }
    return series;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
