import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';
import { entities } from './entities';

/**
 * TypeORM options shared by the app and the migration CLI. With `embeddedSocketDir` the database
 * is the embedded PGlite: one connection, over its Unix socket in that folder.
 */
export function dataSourceOptions(url: string, embeddedSocketDir?: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    // One transaction per migration, so a failure leaves the earlier ones applied and recorded.
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: embeddedSocketDir
      ? { host: embeddedSocketDir, max: 1, connectionTimeoutMillis: 10_000 }
      : { max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 },
  };
}
