import { Module, type DynamicModule } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ListsModule } from '../lists/lists.module';
import { ListsPageFormsController } from '../lists/lists-page-forms.controller';
import { PageViewer } from './page-viewer';
import { CLIENT_RENDERER, type ClientRenderer } from './client-renderer';
import { PageFormsController } from './page-forms.controller';
import { SsrController } from './ssr.controller';

/** The page renderer; imported last so its catch-all route never shadows an API route. */
@Module({})
export class SsrModule {
  static forRoot(renderer: ClientRenderer): DynamicModule {
    return {
      module: SsrModule,
      imports: [ContactModule, SessionsModule, ListsModule],
      providers: [{ provide: CLIENT_RENDERER, useValue: renderer }, PageViewer],
      exports: [PageViewer],
      controllers: [PageFormsController, ListsPageFormsController, SsrController],
    };
  }
}
