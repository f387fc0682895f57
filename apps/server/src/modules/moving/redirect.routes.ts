import { Router } from 'express';
import type { Services } from '../../services';
import { requirePermission } from '../auth/require-admin';

/** Admin REST of the redirects (MOVE_SITE): list, add, edit, delete. */
export function redirectRoutes({ redirects }: Services): Router {
  const router = Router();
  const guard = requirePermission('MOVE_SITE');
  router.get('/redirects', guard, async (_req, res) => {
    res.json(await redirects.list());
  });
  router.post('/redirects', guard, async (req, res) => {
    res.status(201).json(await redirects.create(req.body));
  });
  router.patch('/redirects/:id', guard, async (req, res) => {
    res.json(await redirects.update(req.params.id, req.body));
  });
  router.delete('/redirects/:id', guard, async (req, res) => {
    await redirects.remove(req.params.id);
    res.status(204).end();
  });
  return router;
}
