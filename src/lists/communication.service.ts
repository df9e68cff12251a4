import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import type { User } from '../users/user.entity';
import type { CommunicationPreferencesResponse } from './communication.dto';
import { NEWS_LIST, findCourseList } from './course-lists';
import { SubscriptionsService } from './subscriptions.service';

export const COMMUNICATION_SENTENCES = {
  unverified:
    'Please confirm your e-mail address first, so that the news goes to an address that is yours.',
  unknownList: 'There is no course interest list with that name, so nothing was changed.',
} as const;

/**
 * The member's own choice of what the trust may mail them, in one place: the news and the course
 * interest lists. Their address is proven, so the news starts without a confirmation mail, as a
 * course list does (docs/decisions/0100-interest-lists.md). A list is found by account or by the
 * proven address, as the dashboard finds the interests.
 */
@Injectable()
export class CommunicationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
  ) {}

  async preferences(user: User): Promise<CommunicationPreferencesResponse> {
    const [news, interests] = await Promise.all([
      this.onNews(user),
      this.subscriptions.memberInterests(user),
    ]);
    return { email: user.email, news, interests };
  }

  async setNews(user: User, subscribed: boolean): Promise<CommunicationPreferencesResponse> {
    if (subscribed) {
      if (!user.isEmailVerified)
        throw new DomainError('forbidden', COMMUNICATION_SENTENCES.unverified);
      await this.subscriptions.joinAsMember(NEWS_LIST, user);
    } else {
      // A confirmation link still waiting is cleared too: off means no news from any earlier form.
      await this.db.query(
        `UPDATE list_subscriptions SET status = 'unsubscribed', unsubscribed_at = $4,
           confirm_hash = NULL, confirm_expires_at = NULL
         WHERE list = $1 AND status <> 'unsubscribed'
           AND (user_id = $2 OR ($5 AND email = $3))`,
        [NEWS_LIST, user.id, user.email, this.clock.now(), user.isEmailVerified],
      );
    }
    return this.preferences(user);
  }

  async leave(user: User, slug: string): Promise<CommunicationPreferencesResponse> {
    if (!findCourseList(slug))
      throw new DomainError('not-found', COMMUNICATION_SENTENCES.unknownList);
    await this.subscriptions.withdraw(slug, user);
    return this.preferences(user);
  }

  private async onNews(user: User): Promise<boolean> {
    const rows = (await this.db.query(
      `SELECT 1 FROM list_subscriptions
       WHERE list = $1 AND status = 'confirmed' AND (user_id = $2 OR ($4 AND email = $3))
       LIMIT 1`,
      [NEWS_LIST, user.id, user.email, user.isEmailVerified],
    )) as unknown[];
    return rows.length > 0;
  }
}
