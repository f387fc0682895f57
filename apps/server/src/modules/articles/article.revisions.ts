/**
 * Article revisions (issue 16): listing an article's saved versions and restoring one. A restore is
 * an ordinary save, so it records the version it replaces as a revision of its own.
 */
import type { EntityManager } from 'typeorm';
import { notFound } from '../../errors';
import type { RevisionMetadata } from './article-revision.entity';
import { updateArticle, type ArticleChanges, type Saver } from './article.writes';

export interface RevisionView {
  id: number;
  articleId: number;
  title: string;
  excerpt: string;
  content: string;
  metadata: RevisionMetadata;
  savedBy: string | null;
  savedById: number | null;
  createdAt: Date;
}

const REVISION_COLUMNS = `id, "articleId", title, excerpt, content, metadata, "savedBy", "savedById", "createdAt"`;

/** Newest first; 404 when the article does not exist. */
export async function listRevisions(em: EntityManager, articleId: number): Promise<RevisionView[]> {
  if (!(await em.query<unknown[]>(`SELECT 1 FROM articles WHERE id = $1`, [articleId])).length) throw notFound('Article not found');
  return em.query(`SELECT ${REVISION_COLUMNS} FROM article_revisions WHERE "articleId" = $1 ORDER BY id DESC`, [articleId]);
}

/**
 * Brings back the revision's title, excerpt, content and editable metadata. Publication state
 * (status, publish date) and language stay as they are now: restoring text never publishes,
 * unpublishes or moves an article to another language. A revision of another article is a 404.
 */
export async function restoreRevision(em: EntityManager, articleId: number, revisionId: number, saver: Saver): Promise<void> {
  const [rev] = await em.query<RevisionView[]>(`SELECT ${REVISION_COLUMNS} FROM article_revisions WHERE id = $1 AND "articleId" = $2`, [revisionId, articleId]);
  if (!rev) throw notFound('Revision not found for this article');
  const m = rev.metadata;
  const changes: ArticleChanges = {
    title: rev.title,
    excerpt: rev.excerpt,
    content: rev.content,
    slug: m.slug,
    imageUrl: m.imageUrl,
    categoryId: m.categoryId,
    readTime: m.readTime,
    metaTitle: m.metaTitle,
    metaDescription: m.metaDescription,
  };
  if (m.authorId !== null) changes.authorId = m.authorId;
  await updateArticle(em, articleId, changes, saver);
}
