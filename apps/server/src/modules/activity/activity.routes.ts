import { Router } from 'express';
import type { Services } from '../../services';
import { requirePermission } from '../auth/require-admin';

export function activityRoutes({ activity }: Services): Router {
  const router = Router();
  // GET /api/activity?actorId=&entityType=&from=&to=&page=&pageSize=
  router.get('/activity', requirePermission('VIEW_ACTIVITY'), async (req, res) => {
    const q = req.query;
    const one = (v: unknown) => (typeof v === 'string' ? v : undefined);
    res.json(await activity.list({ actorId: one(q.actorId), entityType: one(q.entityType), from: one(q.from), to: one(q.to) }, one(q.page) ?? 1, one(q.pageSize) ?? 50));
  });
  return router;
}
