import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { pickEncoding, type Encoding } from './encoding';
import { variesByLanguageCookie } from '../modules/pages/language-home';

/** Signed previews of drafts (issue 16): never cached, never indexed. */
const PREVIEW_ROUTE = /^\/preview\/\d+\/?$/;

/** Client routes of docs/decisions.md#screens: these answer index.html with 200, any other path with 404. */
const CLIENT_ROUTES = [
  // The reader's pages, in English at the root and in Indonesian under /id (issue 15).
  /^(\/id)?\/?$/,
  /^(\/id)?\/blog\/?$/,
  /^(\/id)?\/article\/[^/]+\/?$/,
  /^(\/id)?\/category\/[^/]+\/?$/,
  /^(\/id)?\/tag\/[^/]+\/?$/,
  /^(\/id)?\/age\/[^/]+\/?$/,
  /^(\/id)?\/search\/?$/,
  /^(\/id)?\/subscribe\/?$/,
  /^(\/id)?\/articles\/?$/,
  /^\/auth(\/(invite|reset))?\/?$/, // sign-in, an invitation and a password reset (issue 29)
  /^\/admin(\/.*)?$/,
  /^\/unsubscribe\/?$/,
  PREVIEW_ROUTE,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((re) => re.test(pathname));
}

const ASSET_CACHING = { immutable: true, maxAge: '1y' } as const;

/**
 * The .br and .gz files written at build time (scripts/compress-assets.mjs), sent in place of the
 * asset to a browser that accepts them; anything else falls through to express.static.
 */
function precompressed(assetsDir: string): RequestHandler {
  const files = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!files.has(name) || name.includes('/')) return next();
    res.vary('Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: files.has(`${name}.br`), gzip: files.has(`${name}.gz`) });
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(path.join(assetsDir, `${name}.${encoding === 'br' ? 'br' : 'gz'}`), ASSET_CACHING, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}

/** Pages the server does not render: the sign-in and the admin stay client-rendered and unindexed. */
const CLIENT_ONLY = /^\/(auth|admin)(\/|$)/;

export interface PageRendering {
  render(req: Request, res: Response): Promise<{ status: number; html: string | Buffer; location?: string; encoding?: Encoding }>;
  errorPage: string;
}

/** Files under a directory, leaving out one of its subdirectories. */
function listFiles(dir: string, except: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === except ? [] : listFiles(file, except);
    return entry.isFile() ? [file] : [];
  });
}

/**
 * Serves the built client: hashed assets (precompressed) with immutable caching; reader pages
 * rendered on the server when a renderer is given (404 for unknown addresses), index.html otherwise.
 */
export function clientRouter(distDir: string, pages?: PageRendering): Router | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const indexHtml = fs.readFileSync(indexFile);
  const noindexHtml = Buffer.from(indexHtml.toString('utf8').replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>'));
  const router = express.Router();
  const assetsDir = path.join(distDir, 'assets');
  router.use('/assets', precompressed(assetsDir), express.static(assetsDir, { ...ASSET_CACHING, index: false, fallthrough: false }));
  // The client's other files (favicon.svg…), listed once: a page's address is not looked for on disk.
  const files = new Set(listFiles(distDir, assetsDir).map((file) => `/${path.relative(distDir, file).split(path.sep).join('/')}`));
  const serveFile = express.static(distDir, { index: false, maxAge: '1h' });
  router.use((req, res, next) => (files.has(req.path) ? serveFile(req, res, next) : next()));
  router.get(/.*/, async (req, res) => {
    const preview = PREVIEW_ROUTE.test(req.path);
    const clientOnly = CLIENT_ONLY.test(req.path);
    if (variesByLanguageCookie(req.path)) res.vary('Cookie');
    if (pages && !clientOnly) {
      try {
        const page = await pages.render(req, res);
        if (page.location) {
          res.set('Cache-Control', 'no-cache').redirect(301, page.location);
          return;
        }
        res.status(page.status);
        if (preview) res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
        else res.set('Cache-Control', 'no-cache');
        // Compressed by its render thread (render-worker.ts); the response cache keeps it as sent.
        if (page.encoding) res.set('Content-Encoding', page.encoding).vary('Accept-Encoding');
        res.type('html').send(page.html);
      } catch (err) {
        console.error('page render failed', req.path, err);
        res.status(500).set('Cache-Control', 'no-store').type('html').send(pages.errorPage);
      }
      return;
    }
    res.status(isClientRoute(req.path) ? 200 : 404);
    if (preview) res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
    else res.set('Cache-Control', 'no-cache');
    res.type('html').send(clientOnly ? noindexHtml : indexHtml);
  });
  return router;
}
