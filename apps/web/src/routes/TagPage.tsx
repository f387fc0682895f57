import { useQuery } from '@apollo/client/react';
import { tagPath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../features/layout/usePageMeta';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { TagArticlesDocument } from '../generated/graphql';

export const TAG_EMPTY = 'There are currently no articles with this tag. Please check back later.';

export function TagPage() {
  const { slug = '' } = useParams();
  const { data, loading } = useQuery(TagArticlesDocument, { variables: { slug }, errorPolicy: 'all' });
  const tag = data?.tag ?? null;
  const busy = loading && !data;
  usePageMeta({
    title: tag ? `#${tag.name}` : busy ? null : 'Tag Not Found',
    description: tag ? `Explore our collection of articles related to ${tag.name}.` : null,
    breadcrumbs: tag ? [{ name: 'Home', path: '/' }, { name: `#${tag.name}`, path: tagPath(tag.slug) }] : undefined,
  });
  return (
    <TaxonomyListing
      loading={busy}
      heading={tag ? `#${tag.name}` : null}
      intro={tag ? `Explore our collection of articles related to ${tag.name}.` : ''}
      articles={data?.articlesByTag ?? []}
      emptyText={TAG_EMPTY}
      notFoundTitle="Tag Not Found"
    />
  );
}
