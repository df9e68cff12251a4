import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { CLIENT_RENDERER, type ClientRenderer } from '../ssr/client-renderer';
import { SearchSources } from '../site-revision/search-sources';
import { SiteRevision } from '../site-revision/site-revision.service';

/** How long after start the index is first built, so that the first requests are not held up. */
const FIRST_BUILD_DELAY_MS = 1000;
/** Changes that come together (an article and its cover) rebuild the index once. */
const SETTLE_MS = 200;

/**
 * Keeps the site search's database pages (articles, events, recordings) in step with what is
 * published: soon after start, and whenever the site's revision moves, on this replica or another
 * (SiteRevision polls), it asks every SearchSources source and hands the pages to the index in the
 * page renderer. Nothing is rebuilt when the pages are the same as last time (a registration moves
 * the revision too). docs/decisions/0140-site-search.md.
 */
@Injectable()
export class PublishedSearchIndex implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PublishedSearchIndex.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private pending = false;
  private last?: string;
  private unsubscribe?: () => void;

  constructor(
    @Inject(CLIENT_RENDERER) private readonly renderer: ClientRenderer,
    private readonly sources: SearchSources,
    private readonly siteRevision: SiteRevision,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.siteRevision.onChange(() => this.schedule(SETTLE_MS));
    this.schedule(FIRST_BUILD_DELAY_MS);
  }

  onModuleDestroy(): void {
    clearTimeout(this.timer);
    this.unsubscribe?.();
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), delay);
    this.timer.unref();
  }

  /** Reads the published pages and indexes them; a change during a refresh runs one more. */
  refresh(): Promise<void> {
    if (this.running) {
      this.pending = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.pending = false;
        try {
          // A source that cannot be read now leaves the index as it was, not without its pages.
          const documents = await this.sources.all({ partial: false });
          const text = JSON.stringify(documents);
          if (text !== this.last) {
            await this.renderer.indexPublished(documents);
            this.last = text;
          }
        } catch (error) {
          // The content's pages stay searchable; the next change tries again.
          this.logger.warn(`The search index was not refreshed: ${String(error)}`);
        }
      } while (this.pending);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
