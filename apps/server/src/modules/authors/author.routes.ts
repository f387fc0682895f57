import { Router } from 'express';
import type { Services } from '../../services';
import { requirePermission } from '../auth/require-admin';

const guard = requirePermission('MANAGE_CONTENT');

export function authorRoutes({ authors }: Services): Router {
  const router = Router();
  router.get('/authors', async (_req, res) => {
    res.json(await authors.list());
  });
  router.post('/authors', guard, async (req, res) => {
    res.status(201).json(await authors.create(req.body, req.session.user));
  });
  router.patch('/authors/:id', guard, async (req, res) => {
    res.json(await authors.update(req.params.id, req.body, req.session.user));
  });
  router.delete('/authors/:id', guard, async (req, res) => {
    await authors.remove(req.params.id, req.session.user);
    res.status(204).end();
  });
  return router;
}
