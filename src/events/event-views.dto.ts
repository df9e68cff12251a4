import { ApiProperty } from '@nestjs/swagger';
import type { AdminEventView, AdminRegistration } from './admin-events.service';
import type { OccurrenceView } from './calendar.service';
import { EVENT_KINDS, type EventKind } from './event.entity';
import type { MyRegistration, Placement } from './registrations.service';

/*
 * The answers of the events' calls as the OpenAPI document names them. Each class implements the
 * service's own type where there is one, so a field added there and not here fails the build.
 */

const PLACEMENTS = ['confirmed', 'waitlisted'] as const;
const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;

export class OccurrenceItem implements OccurrenceView {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: EVENT_KINDS }) kind: EventKind;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
  @ApiProperty() online: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Null when there is no capacity' })
  seatsLeft: number | null;
  @ApiProperty({ enum: EVENT_STATUSES }) status: 'scheduled' | 'cancelled';
  @ApiProperty({ type: String, nullable: true }) place: string | null;
  @ApiProperty({ type: String, nullable: true }) mapUrl: string | null;
  @ApiProperty() registrationOpen: boolean;
  @ApiProperty() descriptionHtml: string;
}

export class HeldDate {
  @ApiProperty({ format: 'date-time' }) occurrence: string;
  @ApiProperty({ enum: PLACEMENTS }) status: Placement;
}

/** What an event's page and its admin view both say of it: which, when, where and how many. */
class EventSchedule {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ type: String, nullable: true }) rrule: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) until: string | null;
  @ApiProperty({ type: String, nullable: true }) place: string | null;
  @ApiProperty({ type: String, nullable: true }) mapUrl: string | null;
  @ApiProperty() online: boolean;
  @ApiProperty({ type: Number, nullable: true }) capacity: number | null;
  @ApiProperty() registrationOpen: boolean;
}

export class EventDetail extends EventSchedule {
  @ApiProperty({ enum: EVENT_KINDS }) kind: EventKind;
  @ApiProperty() descriptionHtml: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Only for a signed-in member holding a seat',
  })
  onlineLink: string | null;
  @ApiProperty({ enum: EVENT_STATUSES }) status: 'scheduled' | 'cancelled';
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: [OccurrenceItem], description: 'The coming dates' }) next: OccurrenceItem[];
  @ApiProperty({ type: [HeldDate], description: "The viewer's registrations for it" })
  mine: HeldDate[];
}

export class MyRegistrationView implements MyRegistration {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() kind: string;
  @ApiProperty({ format: 'date-time' }) occurrence: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
  @ApiProperty({ enum: PLACEMENTS }) status: Placement;
  @ApiProperty() online: boolean;
  @ApiProperty({ type: String, nullable: true }) onlineLink: string | null;
  @ApiProperty({ type: String, nullable: true }) place: string | null;
  @ApiProperty({ type: String, nullable: true }) mapUrl: string | null;
}

/** A member's seat or place in line (201). */
export class RegistrationPlaced extends HeldDate {}

/** A visitor's registration waits for the mailed link (202), the same for every address. */
export class RegistrationPending {
  @ApiProperty({ enum: ['pending'] }) status: 'pending';
}

export class RegistrationConfirmed extends HeldDate {
  @ApiProperty() slug: string;
}

export class RegistrationCancelled {
  @ApiProperty() message: string;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
}

export class EventCounts {
  @ApiProperty() confirmed: number;
  @ApiProperty() waitlisted: number;
  @ApiProperty() pending: number;
}

export class AdminEventItem extends EventSchedule implements AdminEventView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: EVENT_KINDS }) kind: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) onlineLink: string | null;
  @ApiProperty({ enum: EVENT_STATUSES }) status: string;
  @ApiProperty() sequence: number;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'The next date not cancelled; null when none is left',
  })
  next: string | null;
  @ApiProperty({ type: [String] }) cancelledDates: string[];
  @ApiProperty({ type: EventCounts }) counts: EventCounts;
}

export class AdminRegistrationView implements AdminRegistration {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['pending', 'confirmed', 'waitlisted', 'cancelled'] }) status: string;
  @ApiProperty({ format: 'date-time' }) occurrence: string;
  @ApiProperty() member: boolean;
  @ApiProperty() attended: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class EventCreated {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
}
