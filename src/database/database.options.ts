import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';
import { entities } from './entities';

/** TypeORM options shared by the app and the migration CLI. `embedded` means PGlite (one connection). */
export function dataSourceOptions(url: string, embedded: boolean): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: embedded
      ? { max: 1, connectionTimeoutMillis: 10_000 }
      : { max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 },
  };
}
