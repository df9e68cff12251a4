import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/env';
import { serve } from './serve';

/** One line on stderr and exit code 1: a bad setting names its variable, nothing more. */
Promise.resolve()
  .then(() => serve(loadConfig(), { renderer: process.argv.includes('--dev') ? 'vite' : 'built' }))
  .catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else
      console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
