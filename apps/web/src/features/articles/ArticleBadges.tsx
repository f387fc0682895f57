import { Pill } from '../../components/Pill';
import type { ArticleCardFieldsFragment } from '../../generated/graphql';
import { useFitsChild } from '../age/childAge';
import { useLanguageName, useLocalizedPath, useLocalName, useT } from '../../i18n';

interface Props {
  article: Pick<ArticleCardFieldsFragment, 'category' | 'tags' | 'language'> & Partial<Pick<ArticleCardFieldsFragment, 'ageGroups'>>;
  /** Tag badges too (cards); the article page shows its tags at the end instead. */
  withTags?: boolean;
  featured?: boolean;
}

/** Category badge (to /category/{slug}), age badges (to /age/{slug}, issue 19), tag badges (to /tag/{slug}), FEATURED and a language badge. */
export function ArticleBadges({ article, withTags = true, featured = false }: Props) {
  const t = useT();
  const to = useLocalizedPath();
  const languageName = useLanguageName();
  const nameOf = useLocalName();
  const fitsChild = useFitsChild();
  return (
    <div className="tb-pills">
      {featured && <Pill label={t('featured.badge')} size="small" color="secondary" className="tb-pill-strong" />}
      <Pill label={nameOf(article.category)} size="small" color="primary" to={to(`/category/${article.category.slug}`)} />
      {(article.ageGroups ?? []).map((group) => {
        // The age group of the reader's child (stored in this browser only) stands out.
        const fits = fitsChild(group.slug);
        return (
          <Pill
            key={`age-${group.id}`}
            label={nameOf(group)}
            size="small"
            color="secondary"
            variant={fits ? 'filled' : 'outlined'}
            title={fits ? t('age.fitsChild') : undefined}
            data-child-age={fits || undefined}
            to={to(`/age/${group.slug}`)}
          />
        );
      })}
      {withTags && article.tags.map((tag) => <Pill key={tag.id} label={nameOf(tag)} size="small" variant="outlined" to={to(`/tag/${tag.slug}`)} />)}
      {article.language !== 'en' && <Pill label={languageName(article.language)} size="small" variant="outlined" className="tb-pill-dashed" />}
    </div>
  );
}
