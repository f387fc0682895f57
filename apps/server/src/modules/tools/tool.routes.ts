import { Router } from 'express';
import type { Services } from '../../services';
import { requireAdmin } from '../auth/require-admin';

export function toolRoutes({ tools }: Services): Router {
  const router = Router();
  // Active tools; `?includeInactive=true` lists all of them, for admins only.
  router.get('/tools', async (req, res) => {
    res.json(await tools.listFor(req.session?.user, req.query.includeInactive === 'true'));
  });
  router.post('/tools', requireAdmin, async (req, res) => {
    res.status(201).json(await tools.create(req.body));
  });
  router.patch('/tools/:id', requireAdmin, async (req, res) => {
    res.json(await tools.update(req.params.id, req.body));
  });
  router.delete('/tools/:id', requireAdmin, async (req, res) => {
    await tools.remove(req.params.id);
    res.status(204).end();
  });
  return router;
}
