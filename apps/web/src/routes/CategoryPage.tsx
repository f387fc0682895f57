import { useQuery } from '@apollo/client/react';
import { categoryPath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { CategoryPills } from '../features/taxonomy/CategoryPills';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { listingVariables, useListingMeta, useListingParams } from '../features/taxonomy/useListing';
import { CategoryArticlesDocument } from '../generated/graphql';
import { useLanguage, useLocalName, useT } from '../i18n';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const params = useListingParams();
  // An unknown slug answers category null plus a NOT_FOUND error for the list: keep the partial data.
  const { data: fresh, previousData, loading } = useQuery(CategoryArticlesDocument, { variables: listingVariables(slug, params), errorPolicy: 'all' });
  const data = fresh ?? (previousData?.category?.slug === slug ? previousData : undefined);
  const category = data?.category ?? null;
  const busy = loading && !data;
  const t = useT();
  const language = useLanguage();
  const nameOf = useLocalName();
  const name = category ? nameOf(category) : null;
  const intro = name ? t('category.intro', { name }) : '';
  useListingMeta({ name, busy, intro, notFoundTitle: t('category.notFound'), pathFor: (lang) => categoryPath(slug, lang), params });
  return (
    <TaxonomyListing
      loading={busy}
      heading={name}
      intro={intro}
      listing={data?.listing}
      params={params}
      basePath={categoryPath(slug, language)}
      emptyText={t('category.empty')}
      filterBar={<CategoryPills active={slug} />}
      notFoundTitle={t('category.notFound')}
    />
  );
}
