import { Router } from 'express';
import type { Services } from '../../services';
import { requirePermission } from '../auth/require-admin';

const guard = requirePermission('MANAGE_CONTENT');

export function toolRoutes({ tools }: Services): Router {
  const router = Router();
  // Active tools; `?includeInactive=true` lists all of them, for admins only.
  router.get('/tools', async (req, res) => {
    res.json(await tools.listFor(req.session?.user, req.query.includeInactive === 'true'));
  });
  router.post('/tools', guard, async (req, res) => {
    res.status(201).json(await tools.create(req.body, req.session.user));
  });
  router.patch('/tools/:id', guard, async (req, res) => {
    res.json(await tools.update(req.params.id, req.body, req.session.user));
  });
  router.delete('/tools/:id', guard, async (req, res) => {
    await tools.remove(req.params.id, req.session.user);
    res.status(204).end();
  });
  return router;
}
