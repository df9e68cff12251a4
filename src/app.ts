import 'reflect-metadata';
import { Module, ValidationPipe, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MediaFiles } from './media/media-files.service';
import { cachedMediaFiles } from './media/media-response';
import type { Express } from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/env';
import { validationExceptionFactory } from './common/validation';
import { createClientRenderer } from './ssr/client-renderer';
import { apiDocsEnabled, describeApi, OpenApiDocument } from './docs/openapi';
import { formCookie } from './ssr/form-guard';
import { securityHeaders } from './ssr/security-headers';
import { apiJsonOnly, bodyDepthLimit } from './common/request-body';
import { requestPath } from './common/api-path';
import { runBeforeExpress, type NodeLayer } from './common/before-express';
import { requestContextStore } from './common/request-context';
import { compressResponses } from './common/compress-responses';
import { sessionCookiesOnSignIn } from './auth/session-answers';
import type { CachedPageBodies } from './ssr/shared-pages';
import type { ClientRenderer } from './ssr/client-renderer';
import { createLogging } from './logging/logging';
import { labelRoute } from './logging/route-label';
import { MetricsModule } from './metrics/metrics.module';
import { MetricsService } from './metrics/metrics.service';
import { serveMetrics } from './metrics/metrics-access';

export interface CreateAppOptions {
  /** 'vite' for `npm run dev` (HMR), 'built' for the prebuilt client and SSR bundles. */
  renderer?: 'vite' | 'built';
  logger?: LogLevel[] | false;
  /** How cached pages are sent; only scripts/bench/render-cache.mjs asks for 'compress'. */
  cachedPageBodies?: CachedPageBodies;
}

/** The application plus what every process has around it: its logger and its metrics. */
@Module({})
class ServerModule {}

/** Counts render-cache hits and render times, and names cached answers' route for the logs. */
function measuredRenderer(renderer: ClientRenderer, metrics: MetricsService): ClientRenderer {
  const cachedPages = renderer.cachedPages;
  return {
    ...renderer,
    render: (request) => metrics.timeRender(() => renderer.render(request)),
    cachedPages:
      cachedPages &&
      ((req, res, next) => {
        let passed = false;
        cachedPages(req, res, (error?: unknown) => {
          passed = true;
          next(error);
        });
        if (passed) return;
        labelRoute(res, 'page (cached)');
        metrics.cacheHit();
      }),
  };
}

/**
 * /metrics on the main port, only with METRICS_TOKEN and no METRICS_PORT; otherwise the path is
 * left to the pages (a 404), never public, and no request passes through this at all.
 */
function metricsOnMainPort(config: AppConfig, metrics: MetricsService): NodeLayer[] {
  const token = config.metricsPort === undefined ? config.metricsToken : undefined;
  if (!token) return [];
  const handle = serveMetrics(metrics, token);
  return [
    (req, res, next) => {
      if (req.method !== 'GET' || requestPath(req) !== '/metrics') return next();
      labelRoute(res, '/metrics');
      handle(req, res);
    },
  ];
}

/** Builds the whole server (API + page renderer); main.ts and the tests both start it this way. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const mode = options.renderer ?? 'built';
  const metrics = new MetricsService();
  const renderer = measuredRenderer(
    await createClientRenderer(config, mode, options.cachedPageBodies),
    metrics,
  );
  const logging = createLogging(config, options.logger ?? ['log', 'warn', 'error']);
  const app = await NestFactory.create<NestExpressApplication>(
    {
      module: ServerModule,
      imports: [
        logging.module,
        MetricsModule.forRoot(metrics),
        AppModule.forRoot(config, renderer),
      ],
    },
    { bodyParser: false, bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const express = app.getHttpAdapter().getInstance() as Express;
  logging.attach(express);
  sessionCookiesOnSignIn(express, config);
  // Every request passes these, in this order, before Express (src/common/before-express.ts):
  // what they answer (cached pages and photographs, /metrics) never pays for Express's router.
  runBeforeExpress(
    express,
    [
      // First: every answer, cached pages and static files included, has its id, log line and timing.
      logging.http,
      metrics.timeRequests,
      ...metricsOnMainPort(config, metrics),
      securityHeaders(config, mode === 'vite'),
      // Photographs already in memory need nothing more: answered before the form cookie.
      cachedMediaFiles(app.get(MediaFiles)),
      // Before the render cache: cached pages carry the native forms' cookie too.
      formCookie(config),
      // Cached pages come already compressed (or not compressible by the client): before compression.
      ...(renderer.cachedPages ? [renderer.cachedPages] : []),
    ],
    (error) =>
      logging.logger.error(
        { err: error },
        'A layer before Express threw after passing the request on',
      ),
  );
  app.use(requestContextStore);
  app.use(compressResponses());
  for (const middleware of renderer.middleware) app.use(middleware);
  app.use(apiJsonOnly);
  app.useBodyParser('json', { limit: '16kb' });
  // Only the pages' native forms send form-encoded bodies; /api has refused them above.
  app.useBodyParser('urlencoded', { limit: '16kb', extended: false });
  app.use(bodyDepthLimit);
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: validationExceptionFactory,
    }),
  );
  // The description of the API is generated from this very application, once, when first asked for.
  if (apiDocsEnabled(config)) app.get(OpenApiDocument).describeWith(() => describeApi(app));
  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await renderer.close();
  };
  return app;
}
