import { agePath, isLanguageCode, localName, storyPath } from '@tumbuh/shared';
import { CoverImage } from '../../components/CoverImage';
import { Pill } from '../../components/Pill';
import type { StoryCardFieldsFragment } from '../../generated/graphql';
import { useLanguage, useT } from '../../i18n';
import { formatArticleDate } from '../articles/format';
import { photoImage, storyExcerpt } from './storyText';
import { AppLink } from '../../components/AppLink';

/** A story in a list: photo (if any), title, the start of the text, who wrote it, the child's age. */
export function StoryCard({ story, headingLevel = 2 }: { story: StoryCardFieldsFragment; headingLevel?: 2 | 3 }) {
  const t = useT();
  const language = useLanguage();
  const lang = isLanguageCode(story.language) ? story.language : 'en';
  const href = storyPath(story.slug, lang);
  const Heading = `h${headingLevel}` as const;
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-card, .tb-story).
  return (
    <article data-testid="story-card" className="tb-card tb-story">
      {story.photo && <CoverImage src={story.photo.url} image={photoImage(story.photo)} alt={story.title} />}
      <div className="tb-story-body">
        {story.ageGroup && <Pill to={agePath(story.ageGroup.slug, language)} size="small" label={localName(story.ageGroup, language)} className="tb-pill-start" />}
        <Heading className="tb-story-title">
          <AppLink to={href}>{story.title}</AppLink>
        </Heading>
        <p className="tb-body2 tb-secondary tb-wrap-anywhere">{storyExcerpt(story.body)}</p>
        <div className="tb-story-meta">
          <span>{t('stories.by', { name: story.displayName || t('stories.anonymous') })}</span>
          <span aria-hidden>·</span>
          <time dateTime={String(story.publishedAt)}>{formatArticleDate(String(story.publishedAt), language)}</time>
        </div>
      </div>
    </article>
  );
}

/** Cards in a responsive grid: one column on phones, up to three. */
export function StoryGrid({ stories, headingLevel = 2 }: { stories: StoryCardFieldsFragment[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="tb-story-grid">
      {stories.map((s) => (
        <li key={s.id}>
          <StoryCard story={s} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
