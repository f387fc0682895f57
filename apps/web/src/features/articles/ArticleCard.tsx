import { articlePathOf } from '@tumbuh/shared';
import { CoverImage } from '../../components/CoverImage';
import { ArrowForwardSvg } from '../../components/plainIcons';
import type { ArticleCardFieldsFragment } from '../../generated/graphql';
import { useT } from '../../i18n';
import { ArticleBadges } from './ArticleBadges';
import { ArticleMeta } from './ArticleMeta';
import { AppLink } from '../../components/AppLink';

export interface ArticleCardProps {
  article: ArticleCardFieldsFragment;
  /** The title's heading level, so headings stay in order on every page. */
  headingLevel?: 2 | 3 | 4;
  /** The featured variant: wide, with a FEATURED badge. */
  featured?: boolean;
  /** Above the fold: the image loads at once. */
  eagerImage?: boolean;
}

/**
 * An article's card: cover, badges, title, excerpt, author line and a read-more link. Plain
 * elements styled by the reader sheet (app/readerCss.ts, the look of MUI's Card): listing pages
 * show many of them, and they render on every uncached page and during every hydration.
 */
export function ArticleCard({ article, headingLevel = 3, featured = false, eagerImage = false }: ArticleCardProps) {
  const href = articlePathOf(article);
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <article data-testid="article-card" className={featured ? 'tb-card tb-card-featured' : 'tb-card'}>
      <CoverImage src={article.imageUrl} image={article.image} sizes={featured ? '(min-width: 900px) 55vw, 100vw' : undefined} alt={article.title} eager={eagerImage} />
      <div className="tb-card-body">
        <ArticleBadges article={article} featured={featured} />
        <Heading className="tb-card-title" lang={article.language}>
          <AppLink to={href}>{article.title}</AppLink>
        </Heading>
        <p className="tb-card-excerpt" lang={article.language}>
          {article.excerpt}
        </p>
        <div className="tb-card-fill" />
        <ArticleMeta author={article.author} publishDate={article.publishDate} readTime={article.readTime} />
        <div>
          <AppLink to={href} className="tb-card-more">
            {t('article.readMore')}
            <span className="tb-sr-only">: {article.title}</span>
            <ArrowForwardSvg />
          </AppLink>
        </div>
      </div>
    </article>
  );
}
