import { Column, Entity, PrimaryColumn } from 'typeorm';

export const EVENT_KINDS = ['satsang', 'talk', 'retreat', 'course-session', 'festival'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export type EventStatus = 'scheduled' | 'cancelled';

/**
 * An event of the calendar: its first start and end as UTC instants, the zone it is announced in
 * (Asia/Kolkata), and for a recurring event its RRULE and last date. `sequence` goes up with every
 * change, for the iCalendar feed's SEQUENCE (docs/decisions/0160-event-recurrence-and-waitlist.md).
 */
@Entity({ name: 'events' })
export class CalendarEvent {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 20 })
  kind: EventKind;

  /** Markdown as the administrator wrote it; rendered and sanitised when read. */
  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'Asia/Kolkata' })
  timeZone: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  rrule: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  until: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  place: string | null;

  @Column({ name: 'map_url', type: 'varchar', length: 500, nullable: true })
  mapUrl: string | null;

  @Column({ type: 'boolean', default: false })
  online: boolean;

  /** Shown only to people registered for the event, and in their mails. */
  @Column({ name: 'online_link', type: 'varchar', length: 500, nullable: true })
  onlineLink: string | null;

  @Column({ type: 'integer', nullable: true })
  capacity: number | null;

  @Column({ name: 'registration_open', type: 'boolean', default: true })
  registrationOpen: boolean;

  @Column({ type: 'varchar', length: 16, default: 'scheduled' })
  status: EventStatus;

  @Column({ type: 'integer', default: 0 })
  sequence: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A date of a recurring event cancelled on its own (an EXDATE, shown as cancelled). */
@Entity({ name: 'event_exceptions' })
export class EventException {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @PrimaryColumn({ name: 'occurrence_start', type: 'timestamptz' })
  occurrenceStart: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The row locked while a seat of one occurrence is given (capacity under concurrency). */
@Entity({ name: 'event_occurrences' })
export class EventOccurrence {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @PrimaryColumn({ name: 'occurrence_start', type: 'timestamptz' })
  occurrenceStart: Date;
}
