import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { CLIENT_RENDERER, type ClientRenderer } from '../ssr/client-renderer';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { SearchQueryDto, SearchResponse } from './search.dto';

/**
 * GET /api/search?q=: the site search. The index lives with the content, in the server-rendering
 * bundle (client/search/), so the API asks the page renderer; the database's pages reach it through
 * PublishedSearchIndex, which also builds it soon after start. docs/decisions/0140-site-search.md.
 * Mounted beside the pages (SsrModule), which own the renderer.
 */
@ApiTags('search')
@Public()
@Controller('api/search')
export class SearchController {
  constructor(@Inject(CLIENT_RENDERER) private readonly renderer: ClientRenderer) {}

  @Get()
  @RateLimit('read')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary:
      'Pages matching a query, best first: courses, practices, meditation pages, texts, PITCs, ' +
      'the glossary, and the published articles, events and recordings. Spellings in IAST, ' +
      'Anglicised Latin letters and Devanāgarī all match.',
  })
  @ApiOkResponse({ type: SearchResponse })
  async search(@Query() query: SearchQueryDto): Promise<SearchResponse> {
    return { results: await this.renderer.search(query.q ?? '') };
  }
}
