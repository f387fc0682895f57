import { LIMITS } from '@tumbuh/shared';
import { Router } from 'express';
import { requireAdmin } from '../auth/require-admin';
import type { Services } from '../../services';
import type { UploadedImage } from './image.entity';
import { readUploadForm } from './multipart';

const fileView = (image: UploadedImage) => ({ url: image.url, filename: image.filename, type: image.type, size: image.size });

export function uploadRoutes({ uploads }: Services): Router {
  const router = Router();

  // requireAdmin runs before a single byte of the body is read.
  router.post('/upload/image', requireAdmin, async (req, res) => {
    const form = await readUploadForm(req, LIMITS.maxImageBytes);
    const image = await uploads.upload({
      file: form.file?.content,
      uploadType: form.fields.uploadType ?? req.get('upload-type'),
      articleId: form.fields.articleId ?? req.get('article-id'),
    });
    res.status(201).json({ file: fileView(image) });
  });

  router.delete('/upload/image', requireAdmin, async (req, res) => {
    await uploads.removeFromBody(req.body);
    res.status(204).end();
  });

  router.get('/article/:articleId/images', requireAdmin, async (req, res) => {
    const images = await uploads.listForArticle(req.params.articleId);
    res.json({ images: images.map((i) => ({ ...fileView(i), createdAt: i.createdAt, uploadType: i.uploadType, articleId: i.articleId })) });
  });

  return router;
}
