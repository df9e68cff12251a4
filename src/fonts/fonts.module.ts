import { Module } from '@nestjs/common';
import { DevanagariFaces, processFaces } from './devanagari-faces';
import { FontsController } from './fonts.controller';

/**
 * Cuts of the Devanāgarī face for a page or an article, outside /api (imported before the pages'
 * catch-all; docs/decisions/0187-what-the-largest-paint-counted.md).
 */
@Module({
  controllers: [FontsController],
  providers: [{ provide: DevanagariFaces, useValue: processFaces }],
  exports: [DevanagariFaces],
})
export class FontsModule {}
