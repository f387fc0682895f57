import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { AGE_TEXTS } from '../features/age/age.texts';
import { usePageMeta } from '../features/layout/usePageMeta';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { AgeGroupArticlesDocument } from '../generated/graphql';

/** /age/:slug (issue 19): the category page's listing for an age group; its description is the intro. */
export function AgePage() {
  const { slug = '' } = useParams();
  // An unknown slug answers ageGroup null plus a NOT_FOUND error for the list: keep the partial data.
  const { data, loading } = useQuery(AgeGroupArticlesDocument, { variables: { slug }, errorPolicy: 'all' });
  const group = data?.ageGroup ?? null;
  const busy = loading && !data;
  const intro = group ? group.description || AGE_TEXTS.intro(group.name) : '';
  usePageMeta({ title: group?.name ?? (busy ? null : AGE_TEXTS.notFoundTitle), description: group ? intro : null });
  return (
    <TaxonomyListing
      loading={busy}
      heading={group?.name ?? null}
      intro={intro}
      articles={data?.articlesByAgeGroup ?? []}
      emptyText={AGE_TEXTS.empty}
      notFoundTitle={AGE_TEXTS.notFoundTitle}
    />
  );
}
