import { useQuery } from '@apollo/client/react';
import { localizedPath, tagPath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../features/layout/usePageMeta';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { TagArticlesDocument } from '../generated/graphql';
import { useLanguage, useT } from '../i18n';

export function TagPage() {
  const { slug = '' } = useParams();
  const { data, loading } = useQuery(TagArticlesDocument, { variables: { slug }, errorPolicy: 'all' });
  const tag = data?.tag ?? null;
  const busy = loading && !data;
  const t = useT();
  const language = useLanguage();
  const intro = tag ? t('tag.intro', { name: tag.name }) : '';
  usePageMeta({
    title: tag ? `#${tag.name}` : busy ? null : t('tag.notFound'),
    description: tag ? intro : null,
    breadcrumbs: tag ? [{ name: t('nav.home'), path: localizedPath('/', language) }, { name: `#${tag.name}`, path: tagPath(tag.slug, language) }] : undefined,
  });
  return (
    <TaxonomyListing
      loading={busy}
      heading={tag ? `#${tag.name}` : null}
      intro={intro}
      articles={data?.articlesByTag ?? []}
      emptyText={t('tag.empty')}
      notFoundTitle={t('tag.notFound')}
    />
  );
}
