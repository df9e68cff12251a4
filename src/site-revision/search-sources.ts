import { Injectable } from '@nestjs/common';
import type { PublishedSearchDocument } from '../ssr/render-contract';
import { SourceRegistry } from './source-registry';

/**
 * The pages of the site search that the content cannot list because the database holds them
 * (articles, events, recordings): modules register a source at start, and the search index asks
 * every one whenever the site's revision moves (src/search/published-search-index.ts).
 */
@Injectable()
export class SearchSources extends SourceRegistry<PublishedSearchDocument> {
  constructor() {
    super('SearchSources');
  }
}
