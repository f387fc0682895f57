/**
 * The reader-facing doors of the insight module, mounted before the session, the response cache
 * and its write hook (http/app.ts): a beacon changes no page, so it must neither drop cached pages
 * nor wait for a session lookup.
 *
 * POST /api/reads   {articleId} or {slug}, as JSON or text/plain (navigator.sendBeacon's default)
 * GET  /r/:issue/:article?sig=…   a newsletter link: counts the click, 302 to the article
 */
import express, { Router } from 'express';
import type { Services } from '../../services';
import { sameOriginWrites } from '../../http/security';
import { CLICK_PREFIX } from './click-links';

export const READS_PATH = '/api/reads';

export function insightRoutes({ insight }: Services): Router {
  const router = Router();
  router.post(
    READS_PATH,
    sameOriginWrites,
    express.text({ type: ['text/plain'], limit: '1kb' }),
    express.json({ limit: '1kb' }),
    async (req, res) => {
      const type = req.get('content-type');
      if (type && !/^(text\/plain|application\/json)\b/i.test(type)) {
        res.status(415).json({ message: 'Send {"articleId": <id>} or {"slug": "<slug>"} as JSON or text/plain' });
        return;
      }
      // Counted or not (a bot), the answer is the same: nothing to learn from it.
      await insight.reads.beacon(req.body, req.ip, req.get('user-agent'));
      res.set('Cache-Control', 'no-store').status(204).end();
    },
  );
  router.get(`${CLICK_PREFIX}/:issue/:article`, async (req, res) => {
    const target = await insight.click(req.params.issue, req.params.article, req.query.sig);
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' }).redirect(302, target);
  });
  return router;
}
