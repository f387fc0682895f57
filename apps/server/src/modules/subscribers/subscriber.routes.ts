import express, { Router, type RequestHandler } from 'express';
import { AppError } from '../../errors';
import { parseId } from '../../input';
import type { Services } from '../../services';
import { requirePermission } from '../auth/require-admin';
import { IMPORT_MAX_BYTES, SubscriberImport } from './subscriber.import';
import { subscriberJson } from './subscriber.service';

const guard = requirePermission('MANAGE_SUBSCRIBERS');
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];

export function subscriberRoutes(services: Services): Router {
  const { subscribers } = services;
  const importer = new SubscriberImport(services.db);
  const router = Router();
  router.post('/subscribers', async (req, res) => {
    res.status(201).json(subscriberJson(await subscribers.subscribe(req.body, req.ip)));
  });
  router.get('/subscribers', guard, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json((await subscribers.list()).map(subscriberJson));
  });
  // CSV import (issue 31): a preview that writes nothing, then the import with its progress as NDJSON lines.
  const csv = express.text({ type: () => true, limit: IMPORT_MAX_BYTES });
  const csvOnly: RequestHandler = (req, res, next) => {
    const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!CSV_TYPES.includes(type)) {
      res.status(415).json({ message: 'Upload a CSV file (text/csv)' });
      return;
    }
    next();
  };
  router.post('/subscribers/import/preview', guard, csvOnly, csv, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await importer.preview(req.body));
  });
  router.post('/subscribers/import', guard, csvOnly, csv, async (req, res) => {
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) closed = true;
    });
    const line = (value: unknown) => res.write(`${JSON.stringify(value)}\n`);
    try {
      const result = await importer.run(
        req.body,
        (done, total) => {
          if (!res.headersSent) res.status(200).set({ 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'no-store' });
          line({ done, total });
        },
        () => closed,
      );
      if (!res.headersSent) res.status(200).set({ 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'no-store' });
      line({ finished: true, ...result });
      res.end();
    } catch (err) {
      if (!res.headersSent) throw err;
      if (!closed) {
        line({ error: err instanceof AppError ? err.message : 'The import failed: nothing was imported' });
        res.end();
      }
    }
  });
  router.delete('/subscribers/:id', guard, async (req, res) => {
    await subscribers.remove(parseId(req.params.id), req.session.user);
    res.status(204).end();
  });
  return router;
}
