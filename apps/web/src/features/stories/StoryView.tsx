import { agePath, isLanguageCode, localName, newStoryPath, storiesPath } from '@tumbuh/shared';
import { CoverImage } from '../../components/CoverImage';
import { Pill } from '../../components/Pill';
import { ArrowBackSvg } from '../../components/plainIcons';
import type { StoryCardFieldsFragment } from '../../generated/graphql';
import { LanguageScope, useT } from '../../i18n';
import { formatArticleDate } from '../articles/format';
import { photoImage, storyParagraphs } from './storyText';
import { AppLink } from '../../components/AppLink';

/** A published story: title, who wrote it and when, the child's age, the photo, the text in paragraphs. */
export function StoryView({ story }: { story: StoryCardFieldsFragment }) {
  const lang = isLanguageCode(story.language) ? story.language : 'en';
  return (
    <LanguageScope language={lang}>
      <StoryBody story={story} lang={lang} />
    </LanguageScope>
  );
}

function StoryBody({ story, lang }: { story: StoryCardFieldsFragment; lang: 'en' | 'id' }) {
  const t = useT();
  return (
    // Plain elements of the reader sheet (app/readerCss.ts: .tb-story-page…).
    <article lang={lang} className="tb-story-page">
      <AppLink to={storiesPath(lang)} className="tb-button tb-story-page-back">
        <ArrowBackSvg />
        {t('stories.back')}
      </AppLink>
      <div className="tb-story-page-header">
        {story.ageGroup && <Pill to={agePath(story.ageGroup.slug, lang)} size="small" label={localName(story.ageGroup, lang)} />}
        <h1 className="tb-h1 tb-story-page-title">{story.title}</h1>
        <p className="tb-body1 tb-secondary">
          {t('stories.by', { name: story.displayName || t('stories.anonymous') })} ·{' '}
          <time dateTime={String(story.publishedAt)}>{formatArticleDate(String(story.publishedAt), lang)}</time>
        </p>
      </div>
      {story.photo && (
        <div className="tb-story-page-photo">
          <CoverImage src={story.photo.url} image={photoImage(story.photo)} alt={story.title} eager sizes="(min-width: 800px) 760px, 100vw" />
        </div>
      )}
      <div data-testid="story-body" className="tb-story-page-body">
        {storyParagraphs(story.body).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <div className="tb-story-page-cta">
        <p className="tb-body1">{t('stories.shareCta')}</p>
        <AppLink to={newStoryPath(lang)} className="tb-button tb-button-contained">
          {t('stories.share')}
        </AppLink>
      </div>
    </article>
  );
}
