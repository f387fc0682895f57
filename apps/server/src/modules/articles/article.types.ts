import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Article } from './article.entity';
import { ImageVariant } from '../uploads/image.entity';
import type { StoredImage } from './article.read-model';

@ObjectType({ description: 'Another language version of an article' })
export class ArticleTranslation {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  language: string;

  @Field(() => String)
  slug: string;
}

@ObjectType({ description: 'One page of the article listing' })
export class ArticlePage {
  @Field(() => [Article])
  items: Article[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;

  @Field(() => Int)
  totalPages: number;
}

@ObjectType({ description: 'A signed preview address of an article, valid for 7 days' })
export class ArticlePreviewLink {
  @Field(() => String, { description: 'Absolute address to share' })
  url: string;

  @Field(() => String, { description: 'The same address from the site root' })
  path: string;

  @Field(() => Date)
  expiresAt: Date;
}

@ObjectType({ description: 'A stored image (an article thumbnail, an author photo, a tool logo): size, responsive sources and, for thumbnails, the link-preview crop (issue 17)' })
export class ArticleImage {
  @Field(() => String)
  url: string;

  @Field(() => Int, { nullable: true })
  width: number | null;

  @Field(() => Int, { nullable: true })
  height: number | null;

  @Field(() => String, { description: 'srcset: the WebP width variants, "url 400w, ..." (the original only for images stored without a variant at its width)' })
  srcset: string;

  @Field(() => ImageVariant, { nullable: true, description: 'The 1200x630 crop for og:image' })
  og: ImageVariant | null;
}

/** The GraphQL image of an article from its stored image row (null: an image we did not store). */
export function articleImage(url: string, stored: StoredImage | null): ArticleImage {
  const widths = (stored?.variants ?? []).filter((v) => v.kind === 'w');
  // The original joins only when it is wider than every variant and none is at its width (rows
  // made before variants at the original's width existed): otherwise the WebP is the smaller file.
  const widest = Math.max(0, ...widths.map((v) => v.width));
  const sources = [...widths.map((v) => `${v.url} ${v.width}w`), ...(stored?.width && stored.width > widest && widest < 1200 ? [`${url} ${stored.width}w`] : [])];
  const og = stored?.variants.find((v) => v.kind === 'og');
  return {
    url,
    width: stored?.width ?? null,
    height: stored?.height ?? null,
    // One WebP variant is worth a srcset too (a small avatar's only variant is lighter than its PNG).
    srcset: widths.length ? sources.join(', ') : '',
    og: og ? Object.assign(new ImageVariant(), { ...og, key: '' }) : null,
  };
}

/** What a listing page lists: a category, a tag or an age group (the GraphQL names of TaxonomyKind). */
export enum ListingKind {
  CATEGORY = 'category',
  TAG = 'tag',
  AGE_GROUP = 'ageGroup',
}
registerEnumType(ListingKind, { name: 'ListingKind', description: 'A category, a tag or an age group' });

@ObjectType({ description: 'How many published articles of a listing are in a language' })
export class LanguageCount {
  @Field(() => String)
  language: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'One page of a category, tag or age group listing, with the count per language' })
export class ListingPage extends ArticlePage {
  @Field(() => [LanguageCount], { description: 'Every language of the listing, language filter aside' })
  languageCounts: LanguageCount[];
}
