import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { dataSourceOptions } from './database.options';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { runMigrationsLocked } from './run-migrations';

let embedded: EmbeddedPostgres | null = null;

/**
 * Connects TypeORM to DATABASE_URL, or to an embedded PGlite in DATA_DIR when none is set, and runs
 * the committed migrations under an advisory lock before the app serves anything. Modules use TypeOrmModule.forFeature.
 *
 * A transaction is opened with TransactionHost#withTransaction and found again through
 * TransactionHost#tx by whatever runs inside it, so no method takes an EntityManager to join one.
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
    // The plugin alone: its TransactionHost is global and needs no context per request, since
    // withTransaction opens one of its own wherever it runs (a request, a timer, the mail worker, a
    // boot-time promotion) and tx falls back to the default manager outside one. ClsModule.forRoot
    // would also register a global guard and interceptor that do nothing here, and one global
    // interceptor puts every route through Nest's RxJS pipeline
    // (docs/decisions/0207-no-global-interceptor.md).
    ClsModule.registerPlugins([
      new ClsPluginTransactional({
        imports: [TypeOrmModule],
        adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: getDataSourceToken() }),
      }),
    ]),
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
