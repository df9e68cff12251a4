import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule as NestConfigModule, ConfigService } from '@nestjs/config';
import { APP_CONFIG, validateAppConfig, type AppConfig } from './env';

/** What ConfigService holds: `config.get('app', { infer: true })` is the typed AppConfig. */
export interface ConfigShape {
  app: AppConfig;
}

/** ConfigService typed over the validated configuration. */
export type AppConfigService = ConfigService<ConfigShape, true>;

/**
 * Loads the configuration through @nestjs/config and makes it injectable everywhere, as
 * ConfigService (typed through AppConfigService) and as APP_CONFIG.
 *
 * The environment is read once, by loadConfig (main.ts, the tests with an explicit environment),
 * before the app is built: createApp needs it for the renderer and Express settings. So no .env
 * file and no process.env are read here; `validate` checks the AppConfig the app was given against
 * the same schema, which also catches a caller that built or adjusted one by hand.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      imports: [
        NestConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          validatePredefined: false,
          skipProcessEnv: true,
          // Wrapped in an object: @nestjs/config copies top-level strings of the result into process.env.
          validate: (): ConfigShape => ({ app: validateAppConfig(config) }),
        }),
      ],
      providers: [
        {
          provide: APP_CONFIG,
          inject: [ConfigService],
          useFactory: (service: AppConfigService): AppConfig => service.get('app', { infer: true }),
        },
      ],
      exports: [APP_CONFIG],
    };
  }
}
