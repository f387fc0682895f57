import { CoverImage } from '../../components/CoverImage';
import { Pill } from '../../components/Pill';
import type { ArticleBySlugQuery } from '../../generated/graphql';
import { deferred } from '../../app/deferred';
import { ArticleBadges } from './ArticleBadges';
import { ArticleBody } from './ArticleBody';
import { ArticleGrid } from './ArticleGrid';
import { ArticleMeta } from './ArticleMeta';
import { LIMITS } from '@tumbuh/shared';
import { useLanguage, useLocalizedPath, useLocalName, useT } from '../../i18n';

// The newsletter form (MUI's inputs) and the language buttons (MUI's toggle group) load after the page: app/deferred.tsx.
const NewsletterBox = deferred(() => import('../subscribe/NewsletterBox').then((m) => m.NewsletterBox));
const LanguageSwitcher = deferred(() => import('./LanguageSwitcher').then((m) => m.LanguageSwitcher));

export type FullArticle = NonNullable<ArticleBySlugQuery['article']>;

/** The article page (docs/decisions.md#screens, /article/{slug}). */
export function ArticleView({ article }: { article: FullArticle }) {
  const related = article.related.filter((r) => r.id !== article.id).slice(0, LIMITS.relatedArticles);
  const t = useT();
  const language = useLanguage();
  const to = useLocalizedPath();
  const nameOf = useLocalName();
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-article…).
  return (
    <article lang={article.language} className="tb-article">
      <header className="tb-article-header">
        <div lang={language}>
          <ArticleBadges article={article} withTags={false} />
        </div>
        <h1 className="tb-h1 tb-article-title">{article.title}</h1>
        <p className="tb-article-excerpt">{article.excerpt}</p>
        <div className="tb-article-byline" lang={language}>
          <ArticleMeta author={article.author} publishDate={article.publishDate} readTime={article.readTime} avatarSize={44} />
          <LanguageSwitcher current={article} translations={article.translations} />
        </div>
      </header>
      <CoverImage src={article.imageUrl} image={article.image} sizes="(min-width: 900px) 860px, 100vw" alt={article.title} eager className="tb-cover-hero" />
      <ArticleBody html={article.content} lang={article.language} images={article.contentImages} />
      {article.tags.length > 0 && (
        <section aria-labelledby="article-tags-heading" className="tb-article-tags" lang={language}>
          <h2 id="article-tags-heading">{t('article.tags')}</h2>
          <div className="tb-pills tb-pills-wide">
            {article.tags.map((tag) => (
              <Pill key={tag.id} label={`#${nameOf(tag)}`} to={to(`/tag/${tag.slug}`)} variant="outlined" className="tb-pill-paper" />
            ))}
          </div>
        </section>
      )}
      <hr className="tb-divider" />
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="tb-article-related" lang={language}>
          <h2 id="related-heading" className="tb-h2">
            {t('article.related')}
          </h2>
          <ArticleGrid articles={related} headingLevel={3} columns={2} />
        </section>
      )}
      <div lang={language}>
        <NewsletterBox language={article.language} />
      </div>
    </article>
  );
}
