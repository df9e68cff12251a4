import { Global, Module } from '@nestjs/common';
import { SiteRevision } from './site-revision.service';
import { SearchSources } from './search-sources';
import { SitemapEntries } from './sitemap-entries';

/**
 * What public pages show from the database: when it changed, and which pages it adds to the
 * sitemap and the search.
 */
@Global()
@Module({
  providers: [SiteRevision, SitemapEntries, SearchSources],
  exports: [SiteRevision, SitemapEntries, SearchSources],
})
export class SiteRevisionModule {}
