import { useQuery } from '@apollo/client/react';
import { newStoryPath, storiesPath } from '@tumbuh/shared';
import { StoriesPageDocument } from '../../generated/graphql';
import { useLanguage, useT } from '../../i18n';
import { StoryGrid } from './StoryCard';
import { AppLink } from '../../components/AppLink';

/** "Stories from parents" (issue 30): the newest three of the page's language, with the way to share one. */
export function StoriesRow({ ageGroup, heading }: { ageGroup?: string; heading?: string }) {
  const t = useT();
  const language = useLanguage();
  const { data } = useQuery(StoriesPageDocument, { variables: { language, page: 1, ageGroup: ageGroup ?? null, limit: 3 } });
  const items = data?.stories.items ?? [];
  // On an age page the row shows only when that age has stories; on the home page it always invites.
  if (ageGroup && !items.length) return null;
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-stories-head).
  return (
    <section aria-labelledby="stories-row" data-testid="stories-row">
      <div className="tb-stories-head">
        <div>
          <h2 id="stories-row" className="tb-h4">
            {heading ?? t('stories.homeTitle')}
          </h2>
          {!ageGroup && <p className="tb-body1 tb-secondary">{t('stories.homeIntro')}</p>}
        </div>
        <div className="tb-row">
          <AppLink to={storiesPath(language)} className="tb-button">
            {t('stories.seeAll')}
          </AppLink>
          <AppLink to={newStoryPath(language)} className="tb-button tb-button-outlined">
            {t('stories.share')}
          </AppLink>
        </div>
      </div>
      {items.length ? <StoryGrid stories={items} headingLevel={3} /> : <p className="tb-body1 tb-secondary">{t('stories.empty')}</p>}
    </section>
  );
}
