import { Logger } from '@nestjs/common';

/**
 * Lists that modules add to at start and that are read whole when needed (the sitemap's database
 * pages, the search's): each source is asked in turn, and one that fails leaves the others' items.
 */
export class SourceRegistry<T> {
  private readonly logger: Logger;
  private readonly sources: Array<() => Promise<T[]>> = [];

  constructor(private readonly what: string) {
    this.logger = new Logger(what);
  }

  register(source: () => Promise<T[]>): void {
    this.sources.push(source);
  }

  async all(): Promise<T[]> {
    const lists = await Promise.all(
      this.sources.map((source) =>
        source().catch((error: unknown) => {
          this.logger.warn(`A source of ${this.what} failed: ${String(error)}`);
          return [];
        }),
      ),
    );
    return lists.flat();
  }
}
