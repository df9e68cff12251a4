import 'reflect-metadata';
import { ValidationPipe, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { AppModule } from './app.module';
import type { AppConfig } from './config/env';
import { validationExceptionFactory } from './common/validation';
import { createClientRenderer } from './ssr/client-renderer';
import { apiDocsEnabled, describeApi, OpenApiDocument } from './docs/openapi';
import { formCookie } from './ssr/form-guard';
import { securityHeaders } from './ssr/security-headers';
import { apiJsonOnly, bodyDepthLimit } from './common/request-body';
import { requestContextStore } from './common/request-context';
import type { CachedPageBodies } from './ssr/shared-pages';

export interface CreateAppOptions {
  /** 'vite' for `npm run dev` (HMR), 'built' for the prebuilt client and SSR bundles. */
  renderer?: 'vite' | 'built';
  logger?: LogLevel[] | false;
  /** How cached pages are sent; only scripts/bench/render-cache.mjs asks for 'compress'. */
  cachedPageBodies?: CachedPageBodies;
}

/** Builds the whole server (API + page renderer); main.ts and the tests both start it this way. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const mode = options.renderer ?? 'built';
  const renderer = await createClientRenderer(config, mode, options.cachedPageBodies);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, renderer),
    {
      bodyParser: false,
      logger: options.logger ?? ['log', 'warn', 'error'],
    },
  );
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestContextStore);
  app.use(securityHeaders(config, mode === 'vite'));
  // Before the render cache: cached pages carry the native forms' cookie too.
  app.use(formCookie(config));
  // Cached pages come already compressed (or not compressible by the client): before compression.
  if (renderer.cachedPages) app.use(renderer.cachedPages);
  app.use(compression());
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
  // The description of the API is generated from this very application, once, before it listens.
  if (apiDocsEnabled(config)) app.get(OpenApiDocument).value = describeApi(app);
  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await renderer.close();
  };
  return app;
}
