import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SearchSources } from '../site-revision/search-sources';
import { RecordingFilesController } from './recording-files.controller';
import { RecordingLimits, RecordingUploadInterceptor } from './recording-upload';
import { Recording } from './recording.entity';
import { AdminRecordingsController, RecordingsController } from './recordings.controller';
import { RecordingsService } from './recordings.service';

/** Lectures & Talks under /api: the public list and the admin's upload, edit and delete. */
@Module({
  imports: [TypeOrmModule.forFeature([Recording])],
  controllers: [RecordingsController, AdminRecordingsController],
  providers: [RecordingsService, RecordingLimits, RecordingUploadInterceptor],
  exports: [RecordingsService, RecordingLimits],
})
export class RecordingsModule implements OnModuleInit {
  constructor(
    private readonly search: SearchSources,
    private readonly recordings: RecordingsService,
  ) {}

  onModuleInit(): void {
    this.search.register(() => this.recordings.searchDocuments());
  }
}

/** The audio bytes, the podcast feed and its artwork, at addresses outside /api. */
@Module({
  imports: [RecordingsModule],
  controllers: [RecordingFilesController],
})
export class RecordingFilesModule {}
