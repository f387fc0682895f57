import { useQuery } from '@apollo/client/react';
import { PlainSkeleton } from '../../components/PlainSkeleton';
import { Pill } from '../../components/Pill';
import { CategoryPillsDocument } from '../../generated/graphql';
import { useLocalizedPath, useLocalName, useT } from '../../i18n';

/**
 * The category filter bar: 'All' (to /) and a pill per category with its count when above 0.
 * `active` is 'all' on / and the slug on /category/{slug}.
 */
export function CategoryPills({ active = 'all' }: { active?: string }) {
  const { data, loading } = useQuery(CategoryPillsDocument);
  const t = useT();
  const nameOf = useLocalName();
  const to = useLocalizedPath();
  const pill = (key: string, label: string, to: string) => {
    const isActive = key === active;
    return (
      <Pill
        key={key}
        label={label}
        to={to}
        color={isActive ? 'primary' : 'default'}
        variant={isActive ? 'filled' : 'outlined'}
        aria-current={isActive ? 'page' : undefined}
        className={isActive ? 'tb-pill-semibold' : 'tb-pill-semibold tb-pill-paper'}
      />
    );
  };
  return (
    <nav aria-label={t('nav.categories')} className="tb-pills tb-pills-wide">
      {pill('all', t('category.all'), to('/'))}
      {loading && !data && [0, 1, 2, 3, 4].map((i) => <PlainSkeleton key={i} variant="rounded" width={110} height={32} style={{ borderRadius: 32 }} data-testid="pill-skeleton" />)}
      {data?.categories.map((c) => pill(c.slug, c.articleCount > 0 ? `${nameOf(c)} (${c.articleCount})` : nameOf(c), to(`/category/${c.slug}`)))}
    </nav>
  );
}
