import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../auth/roles.decorator';
import { renderMarkdown } from '../common/markdown';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { uuidParam } from '../common/uuid-param';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { AdminArticles } from './admin-articles.service';
import { ArticleEditor } from './article-editor.service';
import {
  AdminArticlesQuery,
  CreateArticleDto,
  PreviewDto,
  UpdateArticleDto,
} from './dto/article.dto';
import {
  AdminArticlesPage,
  AdminArticleView,
  ArticlePreviewView,
  ArticleRestoredView,
  ArticleSavedView,
  RevisionDetailView,
  RevisionSummaryView,
} from './dto/article-views.dto';

const ARTICLE_ID = () => uuidParam('There is no article with that number.');
const REVISION_ID = () => uuidParam('That article has no such version.');

/** Writing the blog (/admin/articles): admins only; publishing and deleting are audited. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/articles')
export class AdminArticlesController {
  constructor(
    private readonly editor: ArticleEditor,
    private readonly reads: AdminArticles,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every article in every state, most recently changed first.' })
  @ApiOkResponse({ type: AdminArticlesPage })
  list(@Query() query: AdminArticlesQuery) {
    return this.reads.list(query.page ?? 1, query.state);
  }

  @Post()
  @ApiOperation({ summary: 'Writes an article as a draft, published now, or scheduled.' })
  @ApiCreatedResponse({ type: ArticleSavedView })
  create(@Body() dto: CreateArticleDto, @CurrentPrincipal() principal: Principal) {
    return this.editor.create(dto, principal);
  }

  // Before ':id', which would otherwise take "preview" as an article's number.
  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'The Markdown rendered exactly as the public page renders it.' })
  @ApiOkResponse({ type: ArticlePreviewView })
  preview(@Body() dto: PreviewDto) {
    const { html, headings, readingMinutes, devanagari } = renderMarkdown(dto.markdown);
    return { html, headings, readingMinutes, devanagari };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One article with its Markdown, for the editor.' })
  @ApiOkResponse({ type: AdminArticleView })
  get(@Param('id', ARTICLE_ID()) id: string) {
    return this.reads.get(id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Changes text, details or state (draft, scheduled, published, unpublished).',
  })
  @ApiOkResponse({ type: ArticleSavedView })
  update(
    @Param('id', ARTICLE_ID()) id: string,
    @Body() dto: UpdateArticleDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.editor.update(id, dto, principal);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the article and its versions.' })
  @ApiOkResponse({ type: ArticleSavedView })
  remove(@Param('id', ARTICLE_ID()) id: string, @CurrentPrincipal() principal: Principal) {
    return this.editor.remove(id, principal);
  }

  @Get(':id/revisions')
  @ApiOperation({ summary: 'The saved versions of an article, newest first.' })
  @ApiOkResponse({ type: [RevisionSummaryView] })
  revisions(@Param('id', ARTICLE_ID()) id: string) {
    return this.reads.revisionsOf(id);
  }

  @Get(':id/revisions/:revisionId')
  @ApiOperation({ summary: 'One saved version with its Markdown.' })
  @ApiOkResponse({ type: RevisionDetailView })
  revision(
    @Param('id', ARTICLE_ID()) id: string,
    @Param('revisionId', REVISION_ID()) revisionId: string,
  ) {
    return this.reads.revision(id, revisionId);
  }

  @Post(':id/revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Makes a saved version the current text again (a new version).' })
  @ApiOkResponse({ type: ArticleRestoredView })
  restore(
    @Param('id', ARTICLE_ID()) id: string,
    @Param('revisionId', REVISION_ID()) revisionId: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.editor.restore(id, revisionId, principal);
  }
}
