import { Router } from 'express';
import type { Services } from '../../services';
import { notFound } from '../../errors';
import { parseId, parseLimit } from '../../input';
import { canPublish } from '../auth/access';
import { requirePermission } from '../auth/require-admin';
import type { Article } from './article.entity';
import { toRestView } from './article.rest';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const views = (articles: Article[]) => articles.map(toRestView);
const found = (article: Article | null) => {
  if (!article) throw notFound('Article not found');
  return toRestView(article);
};

export function articleRoutes({ articles }: Services): Router {
  const router = Router();
  // A signed-in admin or editor also sees drafts and scheduled articles here (issue 16); readers never do.
  router.get('/articles', async (req, res) => {
    const includeUnpublished = canPublish(req.session?.user);
    res.json(views(await articles.list({ language: req.query.language, includeUnpublished }, { limit: parseLimit(req.query.limit) })));
  });
  router.get('/articles/featured', async (req, res) => {
    res.json(views(await articles.list({ featured: true }, { limit: parseLimit(req.query.limit) })));
  });
  router.get('/articles/editors-picks', async (req, res) => {
    res.json(views(await articles.list({ editorsPick: true }, { limit: parseLimit(req.query.limit) })));
  });
  router.get('/articles/recent', async (req, res) => {
    res.json(views(await articles.list({ language: req.query.language }, { limit: parseLimit(req.query.limit, 10) })));
  });
  router.get('/articles/search', async (req, res) => {
    res.json(views(await articles.search(text(req.query.q))));
  });
  router.get('/articles/category/:slug', async (req, res) => {
    res.json(views(await articles.listIn('category', req.params.slug)));
  });
  router.get('/articles/tag/:slug', async (req, res) => {
    res.json(views(await articles.listIn('tag', req.params.slug)));
  });
  router.get('/articles/age-group/:slug', async (req, res) => {
    res.json(views(await articles.listIn('ageGroup', req.params.slug)));
  });
  router.get('/articles/:slug', async (req, res) => {
    res.json(found(await articles.findBySlug(req.params.slug, { includeUnpublished: canPublish(req.session?.user) })));
  });

  // Writers too (issue 29): the service allows a writer only their own unpublished articles.
  const write = requirePermission('WRITE_ARTICLES');
  router.post('/articles', write, async (req, res) => {
    res.status(201).json(toRestView(await articles.create(req.body, req.session.user)));
  });
  router.patch('/articles/:id', write, async (req, res) => {
    res.json(toRestView(await articles.update(parseId(req.params.id), req.body, req.session.user)));
  });
  router.post('/articles/:id/submit', write, async (req, res) => {
    res.json(toRestView(await articles.submitForReview(parseId(req.params.id), req.session.user!)));
  });
  router.get('/articles/:id/revisions', write, async (req, res) => {
    res.json(await articles.revisions(parseId(req.params.id), req.session.user));
  });
  router.post('/articles/:id/revisions/:revisionId/restore', write, async (req, res) => {
    res.json(toRestView(await articles.restore(parseId(req.params.id), parseId(req.params.revisionId), req.session.user)));
  });
  router.post('/articles/:id/preview-link', write, async (req, res) => {
    res.json(await articles.previewLink(parseId(req.params.id), req.session.user));
  });
  // Public with a valid token; never cached, never indexed.
  router.get('/articles/:id/preview', async (req, res) => {
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
    res.json(toRestView(await articles.preview(parseId(req.params.id), req.query.token)));
  });
  router.delete('/articles/:id', write, async (req, res) => {
    await articles.remove(parseId(req.params.id), req.session.user);
    res.status(204).end();
  });
  return router;
}
