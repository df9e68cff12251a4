import { Injectable } from '@nestjs/common';
import { SourceRegistry } from './source-registry';

/** A page the database knows of (an article, an event), for sitemap.xml. */
export interface SitemapEntry {
  /** The page's path, e.g. /blog/a-slug. */
  path: string;
  lastmod?: Date;
}

/**
 * The pages of sitemap.xml that the route table cannot list because the database holds them:
 * modules register a source at start, the sitemap asks each one when it is requested.
 */
@Injectable()
export class SitemapEntries extends SourceRegistry<SitemapEntry> {
  constructor() {
    super('SitemapEntries');
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The route table's sitemap with the database's pages added before its closing tag. */
export function withSitemapEntries(xml: string, appUrl: string, entries: SitemapEntry[]): string {
  if (!entries.length) return xml;
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = escapeXml(new URL(path, appUrl).href);
      const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return `<url><loc>${loc}</loc>${modified}</url>`;
    })
    .join('');
  const end = xml.lastIndexOf('</urlset>');
  return end < 0 ? xml : `${xml.slice(0, end)}${urls}${xml.slice(end)}`;
}
