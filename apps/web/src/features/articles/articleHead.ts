import { articlePath, categoryPath, isLanguageCode, localizedPath, localName, type PageHead } from '@tumbuh/shared';
import type { ArticlePageFieldsFragment } from '../../generated/graphql';

/**
 * The article page's head: link preview, BlogPosting data, breadcrumbs and language alternates
 * (issue 14), in the article's language (its page is at that language's address): `home` is the
 * home page's name in it.
 */
export function articleHead(article: ArticlePageFieldsFragment, home: string): PageHead {
  const lang = isLanguageCode(article.language) ? article.language : 'en';
  const versions = [{ language: lang, slug: article.slug }, ...article.translations.filter((t) => isLanguageCode(t.language))];
  return {
    title: article.metaTitle || article.title,
    description: article.metaDescription || article.excerpt,
    lang,
    type: 'article',
    canonicalPath: articlePath(article.slug, lang),
    // The 1200×630 crop made for link previews, with its size; an image stored before it: as it is.
    image: article.image?.og
      ? { url: article.image.og.url, width: article.image.og.width, height: article.image.og.height, alt: article.title }
      : article.imageUrl
        ? { url: article.imageUrl, alt: article.title, width: article.image?.width ?? undefined, height: article.image?.height ?? undefined }
        : null,
    publishedTime: String(article.publishDate),
    section: localName(article.category, lang),
    tags: article.tags.map((t) => localName(t, lang)),
    author: article.author?.name ?? null,
    alternates: versions.length > 1 ? versions.map((v) => ({ lang: v.language, path: articlePath(v.slug, v.language as 'en' | 'id') })) : [],
    breadcrumbs: [
      { name: home, path: localizedPath('/', lang) },
      { name: localName(article.category, lang), path: categoryPath(article.category.slug, lang) },
      { name: article.title, path: articlePath(article.slug, lang) },
    ],
  };
}
