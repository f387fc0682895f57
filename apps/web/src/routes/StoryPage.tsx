import { useQuery } from '@apollo/client/react';
import { isLanguageCode, storiesPath, storyPath } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { PermanentRedirect, useServerStatus } from '../app/server-context';
import { usePageMeta } from '../features/layout/usePageMeta';
import { StoryView } from '../features/stories/StoryView';
import { storyHead } from '../features/stories/storyHead';
import { StoryBySlugDocument } from '../generated/graphql';
import { useLanguage, useT } from '../i18n';
import { AppLink } from '../components/AppLink';

/** /stories/{slug}, /id/stories/{slug} (issue 30): one published story, server-rendered with its full head. */
export function StoryPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const { data, loading } = useQuery(StoryBySlugDocument, { variables: { slug } });
  const story = data?.story;
  const missing = !loading && !story;
  useServerStatus(missing ? 404 : null);
  usePageMeta(
    story
      ? storyHead(story, { home: t('nav.home'), stories: t('stories.title'), anonymous: t('stories.anonymous') })
      : { title: loading ? null : t('stories.notFound'), noindex: missing },
  );
  if (loading && !data) return null;
  if (!story) {
    return (
      <div className="tb-story-missing">
        <h1 className="tb-h1">{t('stories.notFound')}</h1>
        <p className="tb-body1 tb-secondary">{t('stories.notFoundText')}</p>
        <AppLink to={storiesPath(language)} className="tb-button tb-button-contained">
          {t('stories.back')}
        </AppLink>
      </div>
    );
  }
  // A story lives at its own language's address.
  if (story.language !== language && isLanguageCode(story.language)) return <PermanentRedirect to={storyPath(story.slug, story.language)} />;
  return <StoryView story={story} />;
}
