import { Module } from '@nestjs/common';
import { AdminAlbumsController, AdminMediaController } from './admin-media.controller';
import { GalleryController } from './gallery.controller';
import { MediaFilesController } from './media-files.controller';
import { MediaFiles } from './media-files.service';
import { MediaLibraryService } from './media-library.service';
import { MediaSeed } from './media-seed';
import { JobsModule } from '../jobs/jobs.module';

/**
 * The media library under /api: admin uploads, albums and the gallery's reads
 * (docs/decisions/0173-media-in-the-database.md).
 */
@Module({
  imports: [JobsModule],
  controllers: [AdminAlbumsController, AdminMediaController, GalleryController],
  providers: [MediaLibraryService, MediaFiles, MediaSeed],
  exports: [MediaFiles, MediaLibraryService, MediaSeed],
})
export class MediaModule {}

/**
 * /media/{id}/{width}.{format}, outside /api: a module of its own so the router's /api prefix does
 * not reach it, imported before the pages' catch-all.
 */
@Module({
  imports: [MediaModule],
  controllers: [MediaFilesController],
})
export class MediaFilesModule {}
