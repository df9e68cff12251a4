import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { SearchSources } from '../site-revision/search-sources';
import { SitemapEntries } from '../site-revision/sitemap-entries';
import { AdminArticlesController } from './admin-articles.controller';
import { AdminArticles } from './admin-articles.service';
import { Article, ArticleRevision } from './article.entity';
import { ArticleEditor } from './article-editor.service';
import { FontsModule } from '../fonts/fonts.module';
import { ArticleFaceController } from './article-face.controller';
import { ArticleScheduler } from './article-scheduler.service';
import { ArticlesController } from './articles.controller';
import { ArticlesFeedController } from './articles-feed.controller';
import { PublicArticles } from './public-articles.service';

/** The blog's API (under /api): writing for admins, reading for visitors, the scheduler. */
@Module({
  imports: [TypeOrmModule.forFeature([Article, ArticleRevision]), MediaModule],
  controllers: [AdminArticlesController, ArticlesController],
  providers: [ArticleEditor, AdminArticles, PublicArticles, ArticleScheduler],
  exports: [PublicArticles],
})
export class ArticlesModule implements OnModuleInit {
  constructor(
    private readonly sitemap: SitemapEntries,
    private readonly search: SearchSources,
    private readonly articles: PublicArticles,
  ) {}

  onModuleInit(): void {
    this.sitemap.register(() => this.articles.sitemap());
    this.search.register(() => this.articles.searchDocuments());
  }
}

/**
 * /blog/feed.xml and an article's Devanāgarī face, beside the pages rather than under /api
 * (imported before the pages' module).
 */
@Module({
  imports: [ArticlesModule, FontsModule],
  controllers: [ArticlesFeedController, ArticleFaceController],
})
export class ArticlesFeedModule {}
