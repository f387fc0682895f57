/** /rss.xml, /id/rss.xml, /sitemap.xml (and its parts) and /robots.txt: thin adapter over FeedService. */
import { Router } from 'express';
import type { Services } from '../../services';

export function feedRoutes({ feeds }: Services): Router {
  const router = Router();
  const xml = (type: string, make: () => Promise<string>) => async (_req: unknown, res: import('express').Response) => {
    const body = await make();
    res.type(type).set('Cache-Control', 'public, max-age=300').send(body);
  };
  router.get('/rss.xml', xml('application/rss+xml; charset=utf-8', () => feeds.rss('en')));
  router.get('/id/rss.xml', xml('application/rss+xml; charset=utf-8', () => feeds.rss('id')));
  router.get('/sitemap.xml', xml('application/xml; charset=utf-8', () => feeds.sitemap()));
  router.get(/^\/sitemap-([1-9]\d{0,4})\.xml$/, async (req, res) => {
    const part = Number((req.params as Record<string, string>)[0]);
    res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=300').send(await feeds.sitemapPart(part));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(feeds.robots());
  });
  return router;
}
