import { ContactMessage } from '../contact/contact-message.entity';
import { Verification } from '../otp/verification.entity';
import { Session } from '../sessions/session.entity';
import { User } from '../users/user.entity';

/** Every TypeORM entity of the app; each module's entity is added here. */
export const entities: Function[] = [User, Session, Verification, ContactMessage]; // eslint-disable-line @typescript-eslint/no-unsafe-function-type
