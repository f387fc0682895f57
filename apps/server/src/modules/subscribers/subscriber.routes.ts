import { Router } from 'express';
import { parseId } from '../../input';
import type { Services } from '../../services';
import { requireAdmin } from '../auth/require-admin';

export function subscriberRoutes({ subscribers }: Services): Router {
  const router = Router();
  router.post('/subscribers', async (req, res) => {
    res.status(201).json(await subscribers.subscribe(req.body));
  });
  router.get('/subscribers', requireAdmin, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await subscribers.list());
  });
  router.delete('/subscribers/:id', requireAdmin, async (req, res) => {
    await subscribers.remove(parseId(req.params.id));
    res.status(204).end();
  });
  return router;
}
