/** REST of community stories (issue 30): the public submission and reads, the editors' moderation. */
import { LIMITS, STORY_MESSAGES, isLanguageCode, type LanguageCode } from '@tumbuh/shared';
import { Router, type Request } from 'express';
import { AppError, badInput } from '../../errors';
import { requirePermission } from '../auth/require-admin';
import type { Services } from '../../services';
import { readUploadForm } from '../uploads/multipart';
import type { StorySubmission } from './story.service';

/** Every story field as text is at most ~20 KB (5,000 characters of up to 4 bytes). */
const FIELD_BYTES = 40_000;

/** The submission from a JSON body, a urlencoded form or a multipart form with the photo. */
export async function readSubmission(req: Request, hint: LanguageCode): Promise<StorySubmission> {
  if (req.is('multipart/form-data')) {
    try {
      const form = await readUploadForm(req, LIMITS.maxImageBytes, { fileField: 'photo', fieldSize: FIELD_BYTES });
      return { fields: form.fields, photo: form.file?.content };
    } catch (err) {
      const language = hint;
      if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE') throw badInput(STORY_MESSAGES[language].photoTooLarge, { photo: STORY_MESSAGES[language].photoTooLarge });
      throw err;
    }
  }
  const body = req.body as unknown;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badInput('The request body must be a JSON object or a form');
  return { fields: body as Record<string, unknown> };
}

export function storyRoutes({ stories, storyQueries }: Services): Router {
  const router = Router();

  router.post('/stories', async (req, res) => {
    const hint = isLanguageCode(req.query.language) ? req.query.language : 'en';
    const answer = await stories.submit(await readSubmission(req, hint), req.ip, hint);
    res.status(201).json(answer);
  });
  router.get('/stories', async (req, res) => {
    res.json(await storyQueries.publicPage({ language: req.query.language, page: req.query.page, ageGroup: req.query.ageGroup }));
  });
  router.get('/stories/:slug', async (req, res) => {
    const story = await storyQueries.publicBySlug(req.params.slug);
    if (!story) {
      res.status(404).json({ message: 'Story not found' });
      return;
    }
    res.json(story);
  });

  const editors = requirePermission('MODERATE_STORIES');
  router.get('/admin/stories', editors, async (req, res) => {
    res.json(await storyQueries.adminPage({ state: req.query.state, page: req.query.page }));
  });
  router.get('/admin/stories/:id', editors, async (req, res) => {
    res.json(await storyQueries.adminById(req.params.id));
  });
  router.patch('/admin/stories/:id', editors, async (req, res) => {
    res.json(await storyQueries.adminById(await stories.update(req.params.id, req.body)));
  });
  router.post('/admin/stories/:id/approve', editors, async (req, res) => {
    res.json(await storyQueries.adminById(await stories.approve(req.params.id, req.body)));
  });
  router.post('/admin/stories/:id/reject', editors, async (req, res) => {
    res.json(await storyQueries.adminById(await stories.reject(req.params.id, req.body)));
  });
  router.post('/admin/stories/:id/spam', editors, async (req, res) => {
    res.json(await storyQueries.adminById(await stories.markSpam(req.params.id)));
  });
  router.delete('/admin/stories/:id', editors, async (req, res) => {
    await stories.remove(req.params.id);
    res.status(204).end();
  });
  return router;
}
