import express, { type Router } from 'express';
import fs from 'node:fs';
import path from 'node:path';

/** Client routes of spec section 2: these answer index.html with 200, any other path with 404. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/blog\/?$/,
  /^\/article\/[^/]+\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/tag\/[^/]+\/?$/,
  /^\/search\/?$/,
  /^\/auth\/?$/,
  /^\/subscribe\/?$/,
  /^\/articles\/?$/,
  /^\/admin(\/.*)?$/,
  /^\/unsubscribe\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((re) => re.test(pathname));
}

/** Serves the built client: hashed assets with immutable caching, index.html for client routes. */
export function clientRouter(distDir: string): Router | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const indexHtml = fs.readFileSync(indexFile);
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res) => {
    res.status(isClientRoute(req.path) ? 200 : 404);
    res.type('html').set('Cache-Control', 'no-cache').send(indexHtml);
  });
  return router;
}
