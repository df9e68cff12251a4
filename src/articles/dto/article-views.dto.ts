import { ApiProperty } from '@nestjs/swagger';
import { MediaVariantView } from '../../media/dto/media.dto';
import { ARTICLE_STATES } from '../article.entity';
import type {
  AdminArticle,
  AdminArticleSummary,
  RevisionSummary,
  RevisionView,
} from '../article-views';
import type {
  ArticleCard,
  ArticleCover,
  ArticleLink,
  ArticleList,
  PublicArticle,
} from '../public-articles.service';

/*
 * The answers of the blog's calls as the OpenAPI document names them. Each class implements the
 * service's own type, so a field added there and not here fails the build.
 */

export class ArticleCardView implements ArticleCard {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) summary: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) coverMediaId: string | null;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty() readingMinutes: number;
}

export class ArticleLinkView implements ArticleLink {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
}

export class ArticleCoverView implements ArticleCover {
  @ApiProperty() alt: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty({ type: [MediaVariantView] }) variants: MediaVariantView[];
  @ApiProperty() shareUrl: string;
}

export class ArticleHeadingView {
  @ApiProperty() level: number;
  @ApiProperty() id: string;
  @ApiProperty() text: string;
}

export class PublicArticleView extends ArticleCardView implements PublicArticle {
  @ApiProperty() html: string;
  @ApiProperty({
    type: ArticleCoverView,
    nullable: true,
    description: 'Null when there is none, or it has been deleted from the media library since',
  })
  cover: ArticleCoverView | null;
  @ApiProperty({ type: [ArticleHeadingView] }) headings: ArticleHeadingView[];
  @ApiProperty({ description: 'The text has Devanāgarī (the page then loads its face)' })
  devanagari: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The address of the article's own cut of the Devanāgarī face",
  })
  devanagariFace: string | null;
  @ApiProperty({ type: ArticleLinkView, nullable: true }) previous: ArticleLinkView | null;
  @ApiProperty({ type: ArticleLinkView, nullable: true }) next: ArticleLinkView | null;
}

export class ArticleTagCount {
  @ApiProperty() name: string;
  @ApiProperty() count: number;
}

export class ArticleListView implements ArticleList {
  @ApiProperty({ type: [ArticleCardView] }) items: ArticleCardView[];
  @ApiProperty() page: number;
  @ApiProperty() pages: number;
  @ApiProperty() total: number;
  @ApiProperty({ type: String, nullable: true }) tag: string | null;
  @ApiProperty({ type: [ArticleTagCount], description: 'Most used first' }) tags: ArticleTagCount[];
}

export class AdminArticleSummaryView implements AdminArticleSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) summary: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) coverMediaId: string | null;
  @ApiProperty({ enum: ARTICLE_STATES })
  state: AdminArticleSummary['state'];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) publishAt: string | null;
  @ApiProperty({ type: String, nullable: true }) publishAtIndia: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) publishedAt: string | null;
  @ApiProperty() revision: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class AdminArticleView extends AdminArticleSummaryView implements AdminArticle {
  @ApiProperty() markdown: string;
}

export class AdminArticlesPage {
  @ApiProperty({ type: [AdminArticleSummaryView] }) items: AdminArticleSummaryView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class RevisionSummaryView implements RevisionSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() number: number;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) authorEmail: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class RevisionDetailView extends RevisionSummaryView implements RevisionView {
  @ApiProperty() slug: string;
  @ApiProperty({ type: String, nullable: true }) summary: string | null;
  @ApiProperty() markdown: string;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) coverMediaId: string | null;
}

export class ArticlePreviewView {
  @ApiProperty() html: string;
  @ApiProperty({ type: [ArticleHeadingView] }) headings: ArticleHeadingView[];
  @ApiProperty() readingMinutes: number;
  @ApiProperty() devanagari: boolean;
}

export class ArticleSavedView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
}

export class ArticleRestoredView extends ArticleSavedView {
  @ApiProperty() revision: number;
}
