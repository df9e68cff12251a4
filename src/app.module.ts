import { FontsModule } from './fonts/fonts.module';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, RouterModule } from '@nestjs/core';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/env';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { GoogleModule } from './auth/google/google.module';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { RecentSignInGuard } from './auth/reauth/recent-sign-in.guard';
import { RolesGuard } from './auth/roles.guard';
import { SecurityEventsModule } from './security-events/security-events.module';
import { ContactModule } from './contact/contact.module';
import { DocsModule } from './docs/docs.module';
import { apiDocsEnabled } from './docs/openapi';
import { RateLimitGuard } from './throttle/rate-limit.guard';
import { ThrottleModule } from './throttle/throttle.module';
import { UsersModule } from './users/users.module';
import type { ClientRenderer } from './ssr/client-renderer';
import { SsrModule } from './ssr/ssr.module';
import { SessionsModule } from './sessions/sessions.module';
import { AccountDataModule } from './users/account-data/account-data.module';
import { TotpModule } from './auth/totp/totp.module';
import { PasskeysModule } from './auth/passkeys/passkeys.module';
import { ListsModule } from './lists/lists.module';
import { AdminModule } from './admin/admin.module';
import { AuditModule } from './admin/audit/audit.module';
import { PracticeModule } from './practice/practice.module';
import { CourseRunsModule } from './course-runs/course-runs.module';
import { SiteRevisionModule } from './site-revision/site-revision.module';
import { EventFeedsModule, EventsModule } from './events/events.module';
import { MediaFilesModule, MediaModule } from './media/media.module';
import { RecordingFilesModule, RecordingsModule } from './recordings/recordings.module';
import { ArticlesFeedModule, ArticlesModule } from './articles/articles.module';

/** The modules whose controllers answer under /api (the docs outside production only). */
function apiModules(config: AppConfig) {
  return [
    HealthModule,
    ThrottleModule,
    UsersModule,
    GoogleModule,
    AuthModule,
    ContactModule,
    SessionsModule,
    AccountDataModule,
    TotpModule,
    PasskeysModule,
    ListsModule,
    AdminModule,
    PracticeModule,
    CourseRunsModule,
    EventsModule,
    MediaModule,
    RecordingsModule,
    ArticlesModule,
    ...(apiDocsEnabled(config) ? [DocsModule] : []),
    AccountModule,
  ];
}

/**
 * Modules whose controllers answer outside /api (feeds, media files, calendars): imported after the
 * API and before the page renderer, whose catch-all would otherwise answer their paths.
 */
function siteModules(): Type[] {
  return [
    MediaFilesModule,
    RecordingFilesModule,
    ArticlesFeedModule,
    EventFeedsModule,
    FontsModule,
  ];
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, renderer: ClientRenderer): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        MailModule,
        SecurityEventsModule,
        AuditModule,
        SiteRevisionModule,
        ...apiModules(config),
        RouterModule.register([{ path: 'api', children: apiModules(config) }]),
        ...siteModules(),
        // Last: its catch-all page route must come after every API route.
        SsrModule.forRoot(renderer),
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        // In this order: the session is known before the per-account rate limit is counted, and
        // before its role and how recently it proved its owner are checked.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: RecentSignInGuard },
      ],
    };
  }
}
