import { Module, type DynamicModule } from '@nestjs/common';
import { CLIENT_RENDERER, type ClientRenderer } from './client-renderer';
import { SsrController } from './ssr.controller';

/** The page renderer; imported last so its catch-all route never shadows an API route. */
@Module({})
export class SsrModule {
  static forRoot(renderer: ClientRenderer): DynamicModule {
    return {
      module: SsrModule,
      providers: [{ provide: CLIENT_RENDERER, useValue: renderer }],
      controllers: [SsrController],
    };
  }
}
