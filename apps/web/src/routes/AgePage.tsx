import { useQuery } from '@apollo/client/react';
import { agePath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { TaxonomyListing } from '../features/taxonomy/TaxonomyListing';
import { listingVariables, useListingMeta, useListingParams } from '../features/taxonomy/useListing';
import { AgeGroupArticlesDocument } from '../generated/graphql';
import { useLanguage, useLocalName, useT } from '../i18n';
import { StoriesRow } from '../features/stories/StoriesRow';

/**
 * /age/:slug (issue 19): the category page's listing for an age group. Its description (written in
 * English) is the intro on English pages; Indonesian pages introduce it from the catalogue.
 */
export function AgePage() {
  const { slug = '' } = useParams();
  const params = useListingParams();
  // An unknown slug answers ageGroup null plus a NOT_FOUND error for the list: keep the partial data.
  const { data: fresh, previousData, loading } = useQuery(AgeGroupArticlesDocument, { variables: listingVariables(slug, params), errorPolicy: 'all' });
  const data = fresh ?? (previousData?.ageGroup?.slug === slug ? previousData : undefined);
  const group = data?.ageGroup ?? null;
  const busy = loading && !data;
  const t = useT();
  const language = useLanguage();
  const nameOf = useLocalName();
  const name = group ? nameOf(group) : null;
  const intro = group && name ? (language === 'en' && group.description) || t('age.intro', { name }) : '';
  useListingMeta({ name, busy, intro, notFoundTitle: t('age.notFound'), pathFor: (lang) => agePath(slug, lang), params });
  return (
    <div className="tb-stack tb-gap-6">
    <TaxonomyListing
      loading={busy}
      heading={name}
      intro={intro}
      listing={data?.listing}
      params={params}
      basePath={agePath(slug, language)}
      emptyText={t('age.empty')}
      notFoundTitle={t('age.notFound')}
    />
    {/* Issue 30: parents' stories of this age, after the articles. */}
    {group && <StoriesRow ageGroup={group.slug} heading={t('stories.ageHeading')} />}
    </div>
  );
}
