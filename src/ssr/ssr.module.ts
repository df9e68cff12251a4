import { Module, type DynamicModule } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module';
import { CLIENT_RENDERER, type ClientRenderer } from './client-renderer';
import { PageFormsController } from './page-forms.controller';
import { SsrController } from './ssr.controller';

/** The page renderer; imported last so its catch-all route never shadows an API route. */
@Module({})
export class SsrModule {
  static forRoot(renderer: ClientRenderer): DynamicModule {
    return {
      module: SsrModule,
      imports: [ContactModule],
      providers: [{ provide: CLIENT_RENDERER, useValue: renderer }],
      controllers: [PageFormsController, SsrController],
    };
  }
}
