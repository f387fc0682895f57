import { useQuery } from '@apollo/client/react';
import { agePath, localizedPath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../features/layout/usePageMeta';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { AgeGroupArticlesDocument } from '../generated/graphql';
import { useLanguage, useLocalName, useT } from '../i18n';

/**
 * /age/:slug (issue 19): the category page's listing for an age group. Its description (written in
 * English) is the intro on English pages; Indonesian pages introduce it from the catalogue.
 */
export function AgePage() {
  const { slug = '' } = useParams();
  // An unknown slug answers ageGroup null plus a NOT_FOUND error for the list: keep the partial data.
  const { data, loading } = useQuery(AgeGroupArticlesDocument, { variables: { slug }, errorPolicy: 'all' });
  const group = data?.ageGroup ?? null;
  const busy = loading && !data;
  const t = useT();
  const language = useLanguage();
  const nameOf = useLocalName();
  const name = group ? nameOf(group) : null;
  const intro = group && name ? (language === 'en' && group.description) || t('age.intro', { name }) : '';
  usePageMeta({
    title: name ?? (busy ? null : t('age.notFound')),
    description: group ? intro : null,
    breadcrumbs: group && name ? [{ name: t('nav.home'), path: localizedPath('/', language) }, { name, path: agePath(group.slug, language) }] : undefined,
    // The same age page in each interface language (one slug in both).
    alternates: group ? (['en', 'id'] as const).map((lang) => ({ lang, path: agePath(group.slug, lang) })) : undefined,
  });
  return (
    <TaxonomyListing
      loading={busy}
      heading={name}
      intro={intro}
      articles={data?.articlesByAgeGroup ?? []}
      emptyText={t('age.empty')}
      notFoundTitle={t('age.notFound')}
    />
  );
}
