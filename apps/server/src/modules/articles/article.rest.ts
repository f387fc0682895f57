/**
 * The REST facade's shape of an article (docs/decisions.md#rest, with its relations), made from the same
 * read the GraphQL resolvers answer from: the service reads once, REST serialises here.
 */
import type { Article } from './article.entity';
import { preloaded } from './article.read-model';
import { statusView, type ArticleStatusView } from './article.visibility';

/** nameId goes as far as the REST answer, which writes it as the name for ?lang=id and never shows it (see local-names.ts). */
type Ref = { id: number; name: string; nameId?: string | null; slug: string };

export interface ArticleView extends Omit<Article, 'author' | 'category' | 'parentArticle' | 'searchVector' | 'rankVector' | 'status'> {
  status: ArticleStatusView;
  author: { id: number; name: string; imageUrl: string | null } | null;
  category: Ref;
  tags: Ref[];
  ageGroups: Ref[];
  tagIds: number[];
  ageGroupIds: number[];
  /** Only on single-article reads: the other language versions. */
  translations?: { language: string; slug: string }[];
}

const ref = ({ id, name, nameId, slug }: Ref): Ref => ({ id, name, nameId, slug });

export function toRestView(article: Article): ArticleView {
  const relations = preloaded(article);
  if (!relations) throw new Error('toRestView needs an article read with its relations');
  const { author: _a, category: _c, parentArticle: _p, searchVector: _s, rankVector: _r, ...columns } = article as Article & { rankVector?: unknown };
  return {
    ...columns,
    status: statusView(article.status, article.publishDate),
    author: relations.author ? { id: relations.author.id, name: relations.author.name, imageUrl: relations.author.imageUrl } : null,
    category: ref(relations.category),
    tags: relations.tags.map(ref),
    ageGroups: relations.ageGroups.map(ref),
    tagIds: relations.tags.map((t) => t.id),
    ageGroupIds: relations.ageGroups.map((g) => g.id),
    ...(relations.translations ? { translations: relations.translations.map(({ language, slug }) => ({ language, slug })) } : {}),
  };
}
