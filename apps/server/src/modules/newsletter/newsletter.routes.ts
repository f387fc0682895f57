/** Admin REST for the newsletter (the GraphQL resolver calls the same service methods). */
import { Router } from 'express';
import { asObject, optionalInt, parseId } from '../../input';
import type { Services } from '../../services';
import { requirePermission } from '../auth/require-admin';

const guard = requirePermission('MANAGE_NEWSLETTER');

export function newsletterApiRoutes({ newsletter }: Services): Router {
  const router = Router();
  router.use('/newsletter', guard, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/newsletter/preview', async (req, res) => {
    res.json(await newsletter.preview(req.query.language ?? 'en'));
  });
  router.post('/newsletter/test', async (req, res) => {
    const body = asObject(req.body);
    await newsletter.sendTest({ email: body.email, language: body.language ?? 'en' });
    res.json({ sent: true });
  });
  router.post('/newsletter/send', async (req, res) => {
    const body = req.body === undefined ? {} : asObject(req.body);
    const result = await newsletter.sendNow(body.language, req.session.user);
    res.status(result.issues.length ? 201 : 200).json(result);
  });
  router.get('/newsletter/issues', async (req, res) => {
    const query = req.query as Record<string, unknown>;
    res.json(await newsletter.issues(optionalInt(query, 'limit', { min: 1, max: 200 }), optionalInt(query, 'offset', { min: 0 })));
  });
  router.get('/newsletter/issues/:id', async (req, res) => {
    res.json(await newsletter.issue(parseId(req.params.id)));
  });
  return router;
}
