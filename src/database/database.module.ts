import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { dataSourceOptions } from './database.options';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { runMigrationsLocked } from './run-migrations';

let embedded: EmbeddedPostgres | null = null;

/**
 * Connects TypeORM to DATABASE_URL, or to an embedded PGlite in DATA_DIR when none is set, and runs
 * the committed migrations under an advisory lock before the app serves anything. Modules use TypeOrmModule.forFeature.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        if (!config.databaseUrl) embedded ??= await startEmbeddedPostgres(config.dataDir);
        return {
          ...(config.databaseUrl
            ? dataSourceOptions(config.databaseUrl)
            : dataSourceOptions(embedded!.url, embedded!.socketDir)),
          retryAttempts: config.databaseUrl ? 5 : 0,
          retryDelay: 2000,
        };
      },
      // Migrations run before the app serves anything, one process at a time.
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        try {
          await runMigrationsLocked(dataSource);
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    const running = embedded;
    embedded = null;
    await running?.stop();
  }
}
