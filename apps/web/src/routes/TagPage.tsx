import { useQuery } from '@apollo/client/react';
import { tagPath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { listingVariables, useListingMeta, useListingParams } from '../features/taxonomy/useListing';
import { TagArticlesDocument } from '../generated/graphql';
import { useLanguage, useLocalName, useT } from '../i18n';

export function TagPage() {
  const { slug = '' } = useParams();
  const params = useListingParams();
  const { data: fresh, previousData, loading } = useQuery(TagArticlesDocument, { variables: listingVariables(slug, params), errorPolicy: 'all' });
  const data = fresh ?? (previousData?.tag?.slug === slug ? previousData : undefined);
  const tag = data?.tag ?? null;
  const busy = loading && !data;
  const t = useT();
  const language = useLanguage();
  const nameOf = useLocalName();
  const name = tag ? `#${nameOf(tag)}` : null;
  const intro = tag ? t('tag.intro', { name: nameOf(tag) }) : '';
  useListingMeta({ name, busy, intro, notFoundTitle: t('tag.notFound'), pathFor: (lang) => tagPath(slug, lang), params });
  return (
    <TaxonomyListing
      loading={busy}
      heading={name}
      intro={intro}
      listing={data?.listing}
      params={params}
      basePath={tagPath(slug, language)}
      emptyText={t('tag.empty')}
      notFoundTitle={t('tag.notFound')}
    />
  );
}
