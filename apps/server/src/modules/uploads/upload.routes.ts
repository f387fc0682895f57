import { LIMITS } from '@tumbuh/shared';
import { Router } from 'express';
import { requirePermission } from '../auth/require-admin';
import type { Services } from '../../services';
import type { UploadedImage } from './image.entity';
import { readUploadForm } from './multipart';

const fileView = (image: UploadedImage) => ({ url: image.url, filename: image.filename, type: image.type, size: image.size });

export function uploadRoutes({ uploads }: Services): Router {
  const router = Router();

  // The guard runs before a single byte of the body is read; writers may upload their own articles' images (the service decides).
  router.post('/upload/image', requirePermission('WRITE_ARTICLES'), async (req, res) => {
    const form = await readUploadForm(req, LIMITS.maxImageBytes);
    const image = await uploads.upload({
      file: form.file?.content,
      uploadType: form.fields.uploadType ?? req.get('upload-type'),
      articleId: form.fields.articleId ?? req.get('article-id'),
      actor: req.session.user,
    });
    res.status(201).json({ file: fileView(image) });
  });

  router.delete('/upload/image', requirePermission('MANAGE_CONTENT'), async (req, res) => {
    await uploads.removeFromBody(req.body, req.session.user);
    res.status(204).end();
  });

  router.get('/article/:articleId/images', requirePermission('WRITE_ARTICLES'), async (req, res) => {
    const images = await uploads.listForArticle(req.params.articleId, req.session.user);
    res.json({ images: images.map((i) => ({ ...fileView(i), createdAt: i.createdAt, uploadType: i.uploadType, articleId: i.articleId })) });
  });

  return router;
}
