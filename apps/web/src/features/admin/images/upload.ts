import type { UploadType } from '@tumbuh/shared';

export interface UploadedFile {
  url: string;
  filename: string;
  type: string;
  size: number;
}

/**
 * Uploads an image through the REST endpoint of docs/decisions.md#rest (multipart: image, uploadType,
 * articleId; headers upload-type and article-id). XMLHttpRequest rather than fetch because it
 * reports upload progress. Rejects with the server's `error` text when there is one.
 */
export function uploadImage(
  file: File,
  uploadType: UploadType,
  articleId: number | null,
  onProgress?: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('image', file);
    body.append('uploadType', uploadType);
    if (articleId !== null) body.append('articleId', String(articleId));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload/image');
    xhr.withCredentials = true;
    xhr.setRequestHeader('upload-type', uploadType);
    if (articleId !== null) xhr.setRequestHeader('article-id', String(articleId));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let answer: { file?: UploadedFile; error?: string; message?: string } | null = null;
      try {
        answer = JSON.parse(xhr.responseText) as { file?: UploadedFile; error?: string; message?: string } | null;
      } catch {
        answer = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && answer?.file) resolve(answer.file);
      else reject(new Error(answer?.error || answer?.message || 'Failed to upload image'));
    };
    xhr.onerror = () => reject(new Error('Failed to upload image'));
    xhr.send(body);
  });
}
