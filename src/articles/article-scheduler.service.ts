import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { appendAudit, type AuditActor } from '../admin/audit/audit.service';
import { SiteRevision } from '../site-revision/site-revision.service';
import type { User } from '../users/user.entity';

/** Every replica looks this often for scheduled articles whose time has come. */
export const SCHEDULE_POLL_MS = 20_000;

interface Due {
  id: string;
  slug: string;
  title: string;
  publish_at: Date;
  scheduled_by: string | null;
  email: string | null;
}

/**
 * Publishes scheduled articles when their time comes (docs/decisions/0170). The article's own row
 * is the claim: one conditional UPDATE moves every due article from scheduled to published, in
 * the database's time, and Postgres's row locks let only one replica's UPDATE take each row (the
 * second re-reads it, finds it published and leaves it). The audit entry commits with the change;
 * a replica that dies mid-way rolls both back and the next poll anywhere publishes the article.
 */
@Injectable()
export class ArticleScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Articles');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly siteRevision: SiteRevision,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), SCHEDULE_POLL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** How many articles this replica published now (0 when none was due or another took them). */
  run(): Promise<number> {
    this.running ??= this.publishDue()
      .catch((error: unknown) => {
        this.logger.warn(`Could not publish scheduled articles: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async publishDue(): Promise<number> {
    const published = await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const result = (await manager.query(
        `WITH due AS (
           UPDATE articles
           SET state = 'published', published_at = COALESCE(published_at, publish_at),
               updated_at = now()
           WHERE state = 'scheduled' AND publish_at <= now()
           RETURNING id, slug, title, publish_at, scheduled_by
         )
         SELECT due.*, users.email FROM due LEFT JOIN users ON users.id = due.scheduled_by`,
      )) as Due[] | [Due[], number];
      // A statement that starts WITH … SELECT answers rows; the drivers differ on nothing else.
      const due = (Array.isArray(result[0]) ? result[0] : result) as Due[];
      const [{ now }] = (await manager.query(`SELECT now() AS now`)) as [{ now: Date }];
      for (const article of due) {
        await appendAudit(
          manager,
          {
            actor: this.actorOf(article),
            action: 'article.published',
            targetType: 'article',
            targetId: article.id,
            detail: {
              slug: article.slug,
              title: article.title,
              scheduledFor: new Date(article.publish_at).toISOString(),
            },
            ip: null,
          },
          new Date(now),
        );
      }
      return due.length;
    });
    if (published > 0) {
      this.logger.log(`Published ${published} scheduled article(s).`);
      await this.siteRevision.changed();
    }
    return published;
  }

  /** The admin who set the schedule (the publication is theirs); their address if they are gone. */
  private actorOf(article: Due): AuditActor {
    if (article.scheduled_by && article.email) {
      return { id: article.scheduled_by, user: { email: article.email } as User };
    }
    return { id: null as never, user: { email: 'schedule' } as User };
  }
}
