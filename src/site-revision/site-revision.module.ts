import { Global, Module } from '@nestjs/common';
import { SiteRevision } from './site-revision.service';
import { SitemapEntries } from './sitemap-entries';

/** What public pages show from the database: when it changed, and which pages it adds. */
@Global()
@Module({
  providers: [SiteRevision, SitemapEntries],
  exports: [SiteRevision, SitemapEntries],
})
export class SiteRevisionModule {}
