import { ContactMessage } from '../contact/contact-message.entity';
import { Verification } from '../otp/verification.entity';
import { Session } from '../sessions/session.entity';
import { User } from '../users/user.entity';
import { SecurityEvent } from '../security-events/security-event.entity';
import { RecoveryCode } from '../auth/totp/recovery-code.entity';
import { Passkey } from '../auth/passkeys/passkey.entity';
import { WebauthnChallenge } from '../auth/passkeys/webauthn-challenge.entity';
import { ListSubscription } from '../lists/list-subscription.entity';
import { Announcement } from '../lists/announcement.entity';
import { AnnouncementDelivery } from '../lists/announcement-delivery.entity';
import { AdminAuditEntry } from '../admin/audit/admin-audit.entity';
import { PracticeSession } from '../practice/practice-session.entity';
import { CourseRun } from '../course-runs/course-run.entity';
import { CalendarEvent, EventException, EventOccurrence } from '../events/event.entity';
import { EventRegistration } from '../events/event-registration.entity';
import { Recording, RecordingChunk } from '../recordings/recording.entity';
import { Article, ArticleRevision } from '../articles/article.entity';
import { MediaAlbum, MediaItem, MediaVariant } from '../media/media.entity';

/** Every TypeORM entity of the app; each module's entity is added here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const entities: Function[] = [
  User,
  Session,
  Verification,
  ContactMessage,
  SecurityEvent,
  RecoveryCode,
  Passkey,
  WebauthnChallenge,
  ListSubscription,
  Announcement,
  AnnouncementDelivery,
  AdminAuditEntry,
  PracticeSession,
  CourseRun,
  CalendarEvent,
  EventException,
  EventOccurrence,
  EventRegistration,
  MediaAlbum,
  MediaItem,
  MediaVariant,
  Recording,
  RecordingChunk,
  Article,
  ArticleRevision,
];
