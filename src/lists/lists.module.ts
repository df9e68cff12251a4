import { Module } from '@nestjs/common';
import { AdminAnnouncementsController, AdminInterestController } from './admin-lists.controller';
import { AdminListsService } from './admin-lists.service';
import { AnnouncementSender } from './announcement-sender';
import { AnnouncementsService } from './announcements.service';
import { CommunicationController } from './communication.controller';
import { CommunicationService } from './communication.service';
import { InterestController } from './interest.controller';
import { ListsAccountData } from './lists-account-data';
import { NewsController } from './news.controller';
import { SubscriptionsService } from './subscriptions.service';
import { UnsubscribeController } from './unsubscribe.controller';

/**
 * Register Interest, the news list (Stay Connected), one-click unsubscribe and announcements
 * (docs/decisions/0100-interest-lists.md, 0101-announcement-queue.md).
 */
@Module({
  controllers: [
    InterestController,
    NewsController,
    UnsubscribeController,
    CommunicationController,
    AdminInterestController,
    AdminAnnouncementsController,
  ],
  providers: [
    SubscriptionsService,
    AdminListsService,
    AnnouncementsService,
    AnnouncementSender,
    ListsAccountData,
    CommunicationService,
  ],
  exports: [SubscriptionsService, AnnouncementsService],
})
export class ListsModule {}
