import { Injectable, Logger } from '@nestjs/common';

/** A page the database knows of (an article, an event), for sitemap.xml. */
export interface SitemapEntry {
  /** The page's path, e.g. /blog/a-slug. */
  path: string;
  lastmod?: Date;
}

export type SitemapSource = () => Promise<SitemapEntry[]>;

/**
 * The pages of sitemap.xml that the route table cannot list because the database holds them:
 * modules register a source at start, the sitemap asks each one when it is requested.
 */
@Injectable()
export class SitemapEntries {
  private readonly logger = new Logger(SitemapEntries.name);
  private readonly sources: SitemapSource[] = [];

  register(source: SitemapSource): void {
    this.sources.push(source);
  }

  async all(): Promise<SitemapEntry[]> {
    const lists = await Promise.all(
      this.sources.map((source) =>
        source().catch((error: unknown) => {
          // One module's failure leaves the rest of the sitemap (and the route table's pages).
          this.logger.warn(`A sitemap source failed: ${String(error)}`);
          return [];
        }),
      ),
    );
    return lists.flat();
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
