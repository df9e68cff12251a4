import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { SiteRevision } from '../site-revision/site-revision.service';
import { SessionsModule } from '../sessions/sessions.module';
import { PageViewer } from './page-viewer';
import { CLIENT_RENDERER, type ClientRenderer } from './client-renderer';
import { SsrController } from './ssr.controller';
import { SearchController } from '../search/search.controller';
import { PublishedSearchIndex } from '../search/published-search-index';

/** The page renderer; imported last so its catch-all route never shadows an API route. */
@Module({})
export class SsrModule implements OnModuleInit {
  constructor(
    @Inject(CLIENT_RENDERER) private readonly renderer: ClientRenderer,
    private readonly siteRevision: SiteRevision,
  ) {}

  /** Rendered pages are forgotten whenever what they show from the database changes. */
  onModuleInit(): void {
    this.siteRevision.onChange(() => this.renderer.clearCache());
  }

  static forRoot(renderer: ClientRenderer): DynamicModule {
    return {
      module: SsrModule,
      imports: [SessionsModule],
      providers: [
        { provide: CLIENT_RENDERER, useValue: renderer },
        PageViewer,
        PublishedSearchIndex,
      ],
      exports: [PageViewer],
      controllers: [SearchController, SsrController],
    };
  }
}
