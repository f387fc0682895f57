import { Router } from 'express';
import { parseId } from '../../input';
import type { Services } from '../../services';
import { requirePermission } from '../auth/require-admin';

const guard = requirePermission('MANAGE_SUBSCRIBERS');
import { subscriberJson } from './subscriber.service';

export function subscriberRoutes(services: Services): Router {
  const { subscribers } = services;
  const router = Router();
  router.post('/subscribers', async (req, res) => {
    res.status(201).json(subscriberJson(await subscribers.subscribe(req.body, req.ip)));
  });
  router.get('/subscribers', guard, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json((await subscribers.list()).map(subscriberJson));
  });
  router.delete('/subscribers/:id', guard, async (req, res) => {
    await subscribers.remove(parseId(req.params.id), req.session.user);
    res.status(204).end();
  });
  return router;
}
