import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { SLUG_PATTERN } from './article-slugs';
import { PublicArticlesQuery } from './dto/article.dto';
import { ArticleListView, PublicArticleView } from './dto/article-views.dto';
import { PublicArticles } from './public-articles.service';

/** The blog for visitors: published articles only. */
@ApiTags('articles')
@Public()
@RateLimit('read')
@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: PublicArticles) {}

  @Get()
  @ApiOperation({ summary: 'Published articles, newest first, ten a page, optionally by tag.' })
  @ApiOkResponse({ type: ArticleListView })
  list(@Query() query: PublicArticlesQuery) {
    return this.articles.list(query.page ?? 1, query.tag);
  }

  @Get(':slug')
  @ApiOperation({
    summary: 'One published article: its HTML, reading time, and the articles before and after.',
  })
  @ApiOkResponse({ type: PublicArticleView })
  get(@Param('slug') slug: string) {
    if (!SLUG_PATTERN.test(slug)) {
      throw new NotFoundException('There is no published article at this address.');
    }
    return this.articles.bySlug(slug);
  }
}
