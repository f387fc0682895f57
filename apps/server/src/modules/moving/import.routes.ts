import { Router } from 'express';
import type { Services } from '../../services';
import { requirePermission } from '../auth/require-admin';

/**
 * Admin REST of imports (MOVE_SITE). POST /api/imports?from=wordpress&language=detect&fileName=x
 * takes the export file as the raw request body (streamed to disk) and answers the dry-run report;
 * /start runs it in the background, GET reads progress, /cancel rolls it back.
 */
export function importRoutes({ imports, exports }: Services): Router {
  const router = Router();
  const guard = requirePermission('MOVE_SITE');
  router.post('/imports', guard, async (req, res) => {
    res.status(201).json(await imports.upload(req, req.query));
  });
  router.get('/imports/:id', guard, async (req, res) => {
    res.json(await imports.get(req.params.id));
  });
  router.post('/imports/:id/start', guard, async (req, res) => {
    res.status(202).json(await imports.start(req.params.id));
  });
  router.post('/imports/:id/cancel', guard, async (req, res) => {
    res.json(await imports.cancel(req.params.id));
  });
  // Export (download) and restore (into an empty site only) of the whole site.
  router.get('/export', guard, async (_req, res) => {
    res.set({ 'content-type': 'application/gzip', 'content-disposition': `attachment; filename="tumbuh-export-${new Date().toISOString().slice(0, 10)}.tar.gz"`, 'cache-control': 'no-store' });
    await exports.export(res);
  });
  router.post('/restore', guard, async (req, res) => {
    res.json(await exports.restore(req));
  });
  return router;
}
