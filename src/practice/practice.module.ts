import { Module } from '@nestjs/common';
import { PracticeAccountData } from './practice-account-data';
import { PracticeController } from './practice.controller';
import { PracticeSessionsService } from './practice-sessions.service';
import { PracticeSummaryService } from './practice-summary.service';

/** The practice journal behind /practice (timer and mālā sessions, streaks, the calendar). */
@Module({
  controllers: [PracticeController],
  providers: [PracticeSessionsService, PracticeSummaryService, PracticeAccountData],
})
export class PracticeModule {}
