import { useQuery } from '@apollo/client/react';
import { localizedPath, tagPath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../features/layout/usePageMeta';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { TagArticlesDocument } from '../generated/graphql';
import { useLanguage, useLocalName, useT } from '../i18n';

export function TagPage() {
  const { slug = '' } = useParams();
  const { data, loading } = useQuery(TagArticlesDocument, { variables: { slug }, errorPolicy: 'all' });
  const tag = data?.tag ?? null;
  const busy = loading && !data;
  const t = useT();
  const language = useLanguage();
  const nameOf = useLocalName();
  const name = tag ? nameOf(tag) : null;
  const intro = name ? t('tag.intro', { name }) : '';
  usePageMeta({
    title: name ? `#${name}` : busy ? null : t('tag.notFound'),
    description: tag ? intro : null,
    breadcrumbs: tag ? [{ name: t('nav.home'), path: localizedPath('/', language) }, { name: `#${name}`, path: tagPath(tag.slug, language) }] : undefined,
  });
  return (
    <TaxonomyListing
      loading={busy}
      heading={name ? `#${name}` : null}
      intro={intro}
      articles={data?.articlesByTag ?? []}
      emptyText={t('tag.empty')}
      notFoundTitle={t('tag.notFound')}
    />
  );
}
