import { useQuery } from '@apollo/client/react';
import { categoryPath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../features/layout/usePageMeta';
import { CategoryPills } from '../features/taxonomy/CategoryPills';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { CategoryArticlesDocument } from '../generated/graphql';

export const CATEGORY_EMPTY = 'There are currently no articles in this category. Please check back later.';

export function CategoryPage() {
  const { slug = '' } = useParams();
  // An unknown slug answers category null plus a NOT_FOUND error for the list: keep the partial data.
  const { data, loading } = useQuery(CategoryArticlesDocument, { variables: { slug }, errorPolicy: 'all' });
  const category = data?.category ?? null;
  const busy = loading && !data;
  usePageMeta({
    title: category?.name ?? (busy ? null : 'Category Not Found'),
    description: category ? `Explore our collection of articles about ${category.name}.` : null,
    breadcrumbs: category ? [{ name: 'Home', path: '/' }, { name: category.name, path: categoryPath(category.slug) }] : undefined,
  });
  return (
    <TaxonomyListing
      loading={busy}
      heading={category?.name ?? null}
      intro={category ? `Explore our collection of articles about ${category.name}.` : ''}
      articles={data?.articlesByCategory ?? []}
      emptyText={CATEGORY_EMPTY}
      filterBar={<CategoryPills active={slug} />}
      notFoundTitle="Category Not Found"
    />
  );
}
