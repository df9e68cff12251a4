import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller';

/** OpenAPI at /api/docs (UI) and /api/docs-json. */
@Module({ controllers: [DocsController] })
export class DocsModule {}
