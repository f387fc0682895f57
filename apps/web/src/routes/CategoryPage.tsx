import { useQuery } from '@apollo/client/react';
import { categoryPath, localizedPath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../features/layout/usePageMeta';
import { CategoryPills } from '../features/taxonomy/CategoryPills';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { CategoryArticlesDocument } from '../generated/graphql';
import { useLanguage, useLocalName, useT } from '../i18n';

export function CategoryPage() {
  const { slug = '' } = useParams();
  // An unknown slug answers category null plus a NOT_FOUND error for the list: keep the partial data.
  const { data, loading } = useQuery(CategoryArticlesDocument, { variables: { slug }, errorPolicy: 'all' });
  const category = data?.category ?? null;
  const busy = loading && !data;
  const t = useT();
  const language = useLanguage();
  const nameOf = useLocalName();
  const name = category ? nameOf(category) : null;
  const intro = name ? t('category.intro', { name }) : '';
  usePageMeta({
    title: name ?? (busy ? null : t('category.notFound')),
    description: category ? intro : null,
    breadcrumbs: category ? [{ name: t('nav.home'), path: localizedPath('/', language) }, { name: name!, path: categoryPath(category.slug, language) }] : undefined,
  });
  return (
    <TaxonomyListing
      loading={busy}
      heading={name}
      intro={intro}
      articles={data?.articlesByCategory ?? []}
      emptyText={t('category.empty')}
      filterBar={<CategoryPills active={slug} />}
      notFoundTitle={t('category.notFound')}
    />
  );
}
