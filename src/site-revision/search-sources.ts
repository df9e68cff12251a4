import { Injectable, Logger } from '@nestjs/common';
import type { PublishedSearchDocument } from '../ssr/render-contract';

export type SearchSource = () => Promise<PublishedSearchDocument[]>;

/**
 * The pages of the site search that the content cannot list because the database holds them
 * (articles, events, recordings): modules register a source at start, and the search index asks
 * every one whenever the site's revision moves (src/search/published-search-index.ts).
 */
@Injectable()
export class SearchSources {
  private readonly logger = new Logger(SearchSources.name);
  private readonly sources: SearchSource[] = [];

  register(source: SearchSource): void {
    this.sources.push(source);
  }

  async all(): Promise<PublishedSearchDocument[]> {
    const lists = await Promise.all(
      this.sources.map((source) =>
        source().catch((error: unknown) => {
          // One module's failure leaves the others' pages (and the content's) searchable.
          this.logger.warn(`A search source failed: ${String(error)}`);
          return [];
        }),
      ),
    );
    return lists.flat();
  }
}
