import type { DataSource } from 'typeorm';
import type { Config } from './config/env';
import { ArticleService } from './modules/articles/article.service';
import { AuthService } from './modules/auth/auth.service';
import { AuthorService } from './modules/authors/author.service';
import { FeedService } from './modules/feeds/feeds.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { SignupLimit } from './modules/subscribers/signup-limit';
import { SubscriberService } from './modules/subscribers/subscriber.service';
import { TaxonomyService } from './modules/taxonomy/taxonomy.service';
import { ToolService } from './modules/tools/tool.service';
import { createStorage } from './modules/uploads/create-storage';
import type { FileStorage } from './modules/uploads/storage';
import { UploadService } from './modules/uploads/upload.service';
import { RedirectService } from './modules/moving/redirect.service';
import { ImportService } from './modules/moving/import.service';
import { ExportService } from './modules/moving/export.service';

/** One service per feature; REST routes and resolvers both call these (ARCHITECTURE.md, Layers). */
export function createServices(db: DataSource, config: Config) {
  const storage: FileStorage = createStorage(config); // local disk, or S3 when S3_BUCKET is set
  const uploads = new UploadService(db, storage); // also removes images that writes below release
  const redirects = new RedirectService(db); // old addresses of an imported site (issue 32)
  const newsletter = new NewsletterService(db, config); // also sends the sign-up emails (welcome / confirmation)
  return {
    db,
    config,
    storage,
    auth: new AuthService(db),
    articles: new ArticleService(db, storage, config, uploads),
    authors: new AuthorService(db, uploads),
    taxonomy: new TaxonomyService(db),
    tools: new ToolService(db, uploads),
    subscribers: new SubscriberService(db, newsletter, new SignupLimit(db, config.signupsPerHour)),
    newsletter,
    feeds: new FeedService(db, config.publicUrl),
    uploads,
    redirects,
    imports: new ImportService(db, config, uploads, redirects),
    exports: new ExportService(db, storage, redirects),
  };
}
export type Services = ReturnType<typeof createServices>;
