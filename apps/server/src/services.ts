import type { DataSource } from 'typeorm';
import type { Config } from './config/env';
import { resolveSessionSecret } from './config/session-secret';
import { ActivityService } from './modules/activity/activity.service';
import { ArticleService } from './modules/articles/article.service';
import { AuthService } from './modules/auth/auth.service';
import { AuthorService } from './modules/authors/author.service';
import { FeedService } from './modules/feeds/feeds.service';
import { InsightService } from './modules/insight/insight.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { AccountService } from './modules/people/account.service';
import { PasswordResetService } from './modules/people/password-reset.service';
import { PeopleService } from './modules/people/people.service';
import { PreferenceService } from './modules/preferences/preference.service';
import { SignupLimit } from './modules/subscribers/signup-limit';
import { SubscriberService } from './modules/subscribers/subscriber.service';
import { TaxonomyService } from './modules/taxonomy/taxonomy.service';
import { ToolService } from './modules/tools/tool.service';
import { createStorage } from './modules/uploads/create-storage';
import type { FileStorage } from './modules/uploads/storage';
import { UploadService } from './modules/uploads/upload.service';
import { StoryQueries } from './modules/stories/story.queries';
import { StoryService } from './modules/stories/story.service';
import { RedirectService } from './modules/moving/redirect.service';
import { ImportService } from './modules/moving/import.service';
import { ExportService } from './modules/moving/export.service';

/** One service per feature; REST routes and resolvers both call these (ARCHITECTURE.md, Layers). */
export function createServices(db: DataSource, config: Config) {
  const storage: FileStorage = createStorage(config); // local disk, or S3 when S3_BUCKET is set
  const uploads = new UploadService(db, storage); // also removes images that writes below release
  const redirects = new RedirectService(db); // old addresses of an imported site (issue 32)
  const newsletter = new NewsletterService(db, config); // also sends the sign-up emails (welcome / confirmation)
  const auth = new AuthService(db, resolveSessionSecret(config));
  // The team's emails (invitations, resets, review notices) go through the newsletter's transport.
  const people = new PeopleService(db, config, auth, () => newsletter.transport);
  return {
    db,
    config,
    storage,
    auth,
    people,
    account: new AccountService(db, auth),
    passwordResets: new PasswordResetService(db, config, () => newsletter.transport),
    activity: new ActivityService(db),
    articles: new ArticleService(db, storage, config, uploads, (article, writer) => people.notifyReview(article, writer)),
    authors: new AuthorService(db, uploads),
    taxonomy: new TaxonomyService(db),
    tools: new ToolService(db, uploads),
    subscribers: new SubscriberService(db, newsletter, new SignupLimit(db, config.signupsPerHour)),
    newsletter,
    feeds: new FeedService(db, config.publicUrl),
    uploads,
    // Community stories (issue 30): their mail goes through the newsletter's transport.
    stories: new StoryService(db, config, uploads, () => newsletter.transport),
    storyQueries: new StoryQueries(db),
    // Reading counts, most read, newsletter clicks and the admin Overview (issue 31).
    insight: new InsightService(db, config.publicUrl, () => resolveSessionSecret(config), {
      perAddressPerMinute: config.readsPerMinute,
      flushMs: config.readsFlushMs,
    }),
    redirects,
    imports: new ImportService(db, config, uploads, redirects),
    preferences: new PreferenceService(db),
    exports: new ExportService(db, storage, redirects),
  };
}
export type Services = ReturnType<typeof createServices>;
