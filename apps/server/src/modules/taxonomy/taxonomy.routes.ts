import { Router } from 'express';
import type { Services } from '../../services';
import { requirePermission } from '../auth/require-admin';

const guard = requirePermission('MANAGE_CONTENT');

export function taxonomyRoutes({ taxonomy }: Services): Router {
  const router = Router();
  router.get('/categories', async (_req, res) => {
    res.json(await taxonomy.listCategories());
  });
  router.get('/categories/with-count', async (_req, res) => {
    res.json(await taxonomy.listCategoriesWithCount());
  });
  router.get('/categories/:slug', async (req, res) => {
    res.json(await taxonomy.categoryBySlug(req.params.slug));
  });
  router.get('/tags', async (_req, res) => {
    res.json(await taxonomy.listTags());
  });
  router.get('/tags/with-count', async (_req, res) => {
    res.json(await taxonomy.listTagsWithCount());
  });
  router.get('/tags/:slug', async (req, res) => {
    res.json(await taxonomy.tagBySlug(req.params.slug));
  });
  router.get('/age-groups', async (_req, res) => {
    res.json(await taxonomy.listAgeGroupsWithCount());
  });
  router.get('/age-groups/:slug', async (req, res) => {
    res.json(await taxonomy.ageGroupBySlug(req.params.slug));
  });

  // Admin writes. Reads above go by slug, writes by id.
  router.post('/categories', guard, async (req, res) => {
    res.status(201).json(await taxonomy.createCategory(req.body, req.session.user));
  });
  router.patch('/categories/:id', guard, async (req, res) => {
    res.json(await taxonomy.updateCategory(req.params.id, req.body, req.session.user));
  });
  router.delete('/categories/:id', guard, async (req, res) => {
    await taxonomy.deleteCategory(req.params.id, req.session.user);
    res.status(204).end();
  });
  router.post('/tags', guard, async (req, res) => {
    res.status(201).json(await taxonomy.createTag(req.body, req.session.user));
  });
  router.patch('/tags/:id', guard, async (req, res) => {
    res.json(await taxonomy.updateTag(req.params.id, req.body, req.session.user));
  });
  router.delete('/tags/:id', guard, async (req, res) => {
    await taxonomy.deleteTag(req.params.id, req.session.user);
    res.status(204).end();
  });
  router.post('/age-groups', guard, async (req, res) => {
    res.status(201).json(await taxonomy.createAgeGroup(req.body, req.session.user));
  });
  router.patch('/age-groups/:id', guard, async (req, res) => {
    res.json(await taxonomy.updateAgeGroup(req.params.id, req.body, req.session.user));
  });
  router.delete('/age-groups/:id', guard, async (req, res) => {
    await taxonomy.deleteAgeGroup(req.params.id, req.session.user);
    res.status(204).end();
  });
  return router;
}
