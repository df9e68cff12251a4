import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  const app = await createApp(config, {
    renderer: process.argv.includes('--dev') ? 'vite' : 'built',
  });
  await app.listen(config.port);
  new Logger('Server').log(
    `Pragya Trust is serving ${config.appUrl} on port ${config.port} (ready in ${Date.now() - started} ms)`,
  );
}

bootstrap().catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
