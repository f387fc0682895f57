import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
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
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {featured && <Chip label={t('featured.badge')} size="small" color="secondary" sx={{ fontWeight: 700, letterSpacing: 0.5 }} />}
      <Chip
        label={nameOf(article.category)}
        size="small"
        color="primary"
        component={RouterLink}
        to={to(`/category/${article.category.slug}`)}
        clickable
      />
      {(article.ageGroups ?? []).map((group) => {
        // The age group of the reader's child (stored in this browser only) stands out.
        const fits = fitsChild(group.slug);
        return (
          <Chip
            key={`age-${group.id}`}
            label={nameOf(group)}
            size="small"
            color="secondary"
            variant={fits ? 'filled' : 'outlined'}
            title={fits ? t('age.fitsChild') : undefined}
            data-child-age={fits || undefined}
            component={RouterLink}
            to={to(`/age/${group.slug}`)}
            clickable
          />
        );
      })}
      {withTags &&
        article.tags.map((tag) => (
          <Chip key={tag.id} label={nameOf(tag)} size="small" variant="outlined" component={RouterLink} to={to(`/tag/${tag.slug}`)} clickable />
        ))}
      {article.language !== 'en' && <Chip label={languageName(article.language)} size="small" variant="outlined" sx={{ borderStyle: 'dashed' }} />}
    </Stack>
  );
}
