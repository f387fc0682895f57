/**
 * GET /uploads/{key}: the stored files, with long immutable caching (a key never changes content:
 * a new upload gets a new key). From the local folder, or streamed from the object store.
 */
import express, { Router, type RequestHandler } from 'express';
import { pipeline } from 'node:stream/promises';
import { IMMUTABLE_CACHE_CONTROL } from './storage';
import type { FileStorage } from './storage';

export function uploadFiles(storage: FileStorage): Router {
  const router = Router();
  if (storage.localDir) {
    router.use(
      express.static(storage.localDir, {
        index: false,
        immutable: true,
        maxAge: '1y',
        dotfiles: 'ignore',
        setHeaders: (res) => res.set('X-Content-Type-Options', 'nosniff'),
      }),
    );
  } else {
    router.get('/:key', fromObjectStore(storage));
  }
  router.use((_req, res) => {
    res.status(404).json({ message: 'File not found' });
  });
  return router;
}

function fromObjectStore(storage: FileStorage): RequestHandler {
  return async (req, res, next) => {
    const key = String(req.params.key);
    const object = await storage.get(key);
    if (!object) return next();
    // The ETag is the store's: a browser revalidating after a year still gets a 304.
    if (object.etag && req.get('if-none-match') === object.etag) {
      object.body.destroy();
      res.status(304).set('ETag', object.etag).end();
      return;
    }
    res.set({ 'Content-Type': object.contentType, 'Cache-Control': IMMUTABLE_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' });
    if (object.etag) res.set('ETag', object.etag);
    if (object.contentLength !== undefined) res.set('Content-Length', String(object.contentLength));
    if (req.method === 'HEAD') {
      object.body.destroy();
      res.end();
      return;
    }
    // A reader who leaves half-way ends the copy; the error is theirs, not the server's.
    await pipeline(object.body, res).catch(() => undefined);
  };
}
