import { isLanguageCode, localizedPath, storiesPath, storyPath, type PageHead } from '@tumbuh/shared';
import type { StoryCardFieldsFragment } from '../../generated/graphql';
import { storyExcerpt } from './storyText';

/**
 * A story page's head: link preview (the photo's 1200×630 crop), BlogPosting data with the shown
 * name as author, breadcrumbs. Stories are not translated, so there are no language alternates.
 */
export function storyHead(story: StoryCardFieldsFragment, names: { home: string; stories: string; anonymous: string }): PageHead {
  const lang = isLanguageCode(story.language) ? story.language : 'en';
  const og = story.photo?.variants.find((v) => v.kind === 'og');
  return {
    title: story.title,
    description: storyExcerpt(story.body, 160),
    lang,
    type: 'article',
    canonicalPath: storyPath(story.slug, lang),
    image: og
      ? { url: og.url, width: og.width, height: og.height, alt: story.title }
      : story.photo
        ? { url: story.photo.url, width: story.photo.width ?? undefined, height: story.photo.height ?? undefined, alt: story.title }
        : null,
    publishedTime: String(story.publishedAt),
    section: names.stories,
    author: story.displayName || names.anonymous,
    alternates: [],
    breadcrumbs: [
      { name: names.home, path: localizedPath('/', lang) },
      { name: names.stories, path: storiesPath(lang) },
      { name: story.title, path: storyPath(story.slug, lang) },
    ],
  };
}
