import { Module } from '@nestjs/common';
import { CourseRunsModule } from '../course-runs/course-runs.module';
import { AdminEventsController } from './admin-events.controller';
import { AdminEventsService } from './admin-events.service';
import { AttendeeMessages } from './attendee-messages';
import { CalendarService } from './calendar.service';
import { EventFeedsController } from './event-feeds.controller';
import { EventFeedsService } from './event-feeds.service';
import { EventsController } from './events.controller';
import { EventsAccountData } from './events-account-data';
import { EventsPublished } from './events-published';
import { RegistrationsService } from './registrations.service';
import { ReminderSender } from './reminder-sender';

/**
 * The calendar's events: the admin's calls, the public calendar, registrations with capacity and
 * waitlist, the reminders (docs/decisions/0160-event-recurrence-and-waitlist.md). Under /api.
 */
@Module({
  imports: [CourseRunsModule],
  controllers: [EventsController, AdminEventsController],
  providers: [
    CalendarService,
    RegistrationsService,
    AdminEventsService,
    AttendeeMessages,
    EventsPublished,
    ReminderSender,
    EventFeedsService,
    EventsAccountData,
  ],
  exports: [CalendarService, EventFeedsService, RegistrationsService],
})
export class EventsModule {}

/** The .ics feeds at the site's root (imported outside the /api router, before the pages). */
@Module({
  imports: [EventsModule],
  controllers: [EventFeedsController],
})
export class EventFeedsModule {}
