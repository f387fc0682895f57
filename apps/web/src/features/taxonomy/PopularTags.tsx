import { useQuery } from '@apollo/client/react';
import { PlainSkeleton } from '../../components/PlainSkeleton';
import { Pill } from '../../components/Pill';
import { PopularTagsDocument } from '../../generated/graphql';
import { useLanguage, useLocalizedPath, useLocalName, useT } from '../../i18n';
import { ServerFragment } from '../../app/serverFragments';

/** Popular Tags, most used first: '#name' and the count when above 0, each to /tag/{slug}. */
export function PopularTags() {
  const { data, loading } = useQuery(PopularTagsDocument);
  const t = useT();
  const nameOf = useLocalName();
  const to = useLocalizedPath();
  const language = useLanguage();
  const tags = [...(data?.popularTags ?? [])].sort((a, b) => b.articleCount - a.articleCount);
  return (
    // Written from an earlier render's HTML on the server while the tags stay the same (app/serverFragments.tsx).
    <ServerFragment tag="section" aria-labelledby="popular-tags-heading" inputs={[language, loading && !data, tags]}>
      <h2 id="popular-tags-heading" className="tb-side-heading">
        {t('tags.popular')}
      </h2>
      <div className="tb-pills tb-pills-wide">
        {loading && !data && [0, 1, 2, 3, 4, 5].map((i) => <PlainSkeleton key={i} variant="rounded" width={80} height={32} />)}
        {tags.map((tag) => (
          <Pill
            key={tag.id}
            to={to(`/tag/${tag.slug}`)}
            variant="outlined"
            className="tb-pill-paper"
            label={
              <>
                #{nameOf(tag)}
                {tag.articleCount > 0 && <span className="tb-pill-count">{tag.articleCount}</span>}
              </>
            }
          />
        ))}
      </div>
    </ServerFragment>
  );
}
