import {
  Controller,
  Get,
  Header,
  Inject,
  Query,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { CLIENT_RENDERER, type ClientRenderer } from '../ssr/client-renderer';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { SearchQueryDto, SearchResponse } from './search.dto';

/** How long a warm-up waits after start, so that the first requests are not held up by it. */
const WARM_UP_DELAY_MS = 1000;

/**
 * GET /api/search?q=: the site search. The index lives with the content, in the server-rendering
 * bundle (client/search/), so the API asks the page renderer; docs/decisions/0140-site-search.md.
 * Mounted beside the pages (SsrModule), which own the renderer.
 */
@ApiTags('search')
@Public()
@Controller('api/search')
export class SearchController implements OnApplicationBootstrap {
  constructor(@Inject(CLIENT_RENDERER) private readonly renderer: ClientRenderer) {}

  onApplicationBootstrap(): void {
    // The index is built on first use; building it soon after start spares the first seeker.
    setTimeout(
      () => void this.renderer.search('vedanta').catch(() => undefined),
      WARM_UP_DELAY_MS,
    ).unref();
  }

  @Get()
  @RateLimit('read')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary:
      'Pages matching a query, best first: courses, practices, meditation pages, texts, PITCs and ' +
      'the glossary. Spellings in IAST, Anglicised Latin letters and Devanāgarī all match.',
  })
  @ApiOkResponse({ type: SearchResponse })
  async search(@Query() query: SearchQueryDto): Promise<SearchResponse> {
    return { results: await this.renderer.search(query.q ?? '') };
  }
}
