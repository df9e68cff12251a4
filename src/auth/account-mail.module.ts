import { Module } from '@nestjs/common';
import { AccountMail } from './account-mail';

/**
 * AccountMail once for the whole app: it keeps the mails sent after an answer until they are out,
 * and shutdown waits for them, which only works if every flow hands them to the same instance.
 */
@Module({ providers: [AccountMail], exports: [AccountMail] })
export class AccountMailModule {}
