import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';

/** SIGTERM/SIGINT: finish in-flight requests, close the database, exit 0 (the container's stop). */
function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    new Logger('Server').log(`${signal} received: finishing requests and closing the database`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const app = await createApp(config, {
    renderer: process.argv.includes('--dev') ? 'vite' : 'built',
  });
  await app.listen(config.port);
  stopOnSignals(() => app.close());
  new Logger('Server').log(
    `Pragya Trust is serving ${config.appUrl} on port ${config.port} (ready in ${Date.now() - started} ms)`,
  );
}

/** One line on stderr and exit code 1: a bad setting names its variable, nothing more. */
bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
