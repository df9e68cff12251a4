import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/env';
import { dataSourceOptions } from './database.options';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * For the TypeORM CLI (`npm run migration:run|revert|generate`, run by tsx from the sources): the
 * database the app would use with the same environment, DATABASE_URL or the embedded PGlite in
 * DATA_DIR (which must not be in use by a running site).
 */
async function cliDataSource(): Promise<DataSource> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      throw new Error(`Configuration error: ${error.message}`, { cause: error });
    }
    throw error;
  }
  if (config.databaseUrl) return new DataSource(dataSourceOptions(config.databaseUrl));
  const embedded = await startEmbeddedPostgres(config.dataDir);
  const dataSource = new DataSource(dataSourceOptions(embedded.url, embedded.socketDir));
  // The CLI exits right after destroy(): PGlite must be closed (and its lock released) first.
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    try {
      await destroy();
    } finally {
      await embedded.stop();
    }
  };
  return dataSource;
}

export default cliDataSource();
