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

  /**
   * Every source's items. `partial` (the default) leaves out a source that fails, with a warning;
   * without it the first failure is thrown, for a caller that would rather keep what it had.
   */
  async all({ partial = true }: { partial?: boolean } = {}): Promise<T[]> {
    const lists = await Promise.all(
      this.sources.map((source) =>
        partial
          ? source().catch((error: unknown) => {
              this.logger.warn(`A source of ${this.what} failed: ${String(error)}`);
              return [];
            })
          : source(),
      ),
    );
    return lists.flat();
  }
}
