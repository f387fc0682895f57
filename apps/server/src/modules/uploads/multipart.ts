/**
 * Reads the multipart form of POST /api/upload/image with busboy, streaming: the one file is
 * collected in memory only up to the size limit (busboy stops at the limit and we answer 413 at
 * once), so no more than the limit is ever buffered and nothing touches the disk until the whole
 * form has arrived. A request cut off half-way rejects and leaves nothing behind.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { badInput } from '../../errors';
import { fileTooLarge, notMultipart, uploadCutOff } from './upload.errors';

export interface UploadForm {
  file?: { content: Buffer; filename: string; mimeType: string };
  fields: Record<string, string>;
}

export const IMAGE_FIELD = 'image';

/** fileField: the form's file field (community stories send "photo"); fieldSize: bytes per text field. */
export function readUploadForm(req: Request, maxBytes: number, { fileField = IMAGE_FIELD, fieldSize = 10_000 } = {}): Promise<UploadForm> {
  if (!req.is('multipart/form-data')) return Promise.reject(notMultipart());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // busboy reports the limit once a file *reaches* fileSize: + 1 lets a file of exactly maxBytes through.
      limits: { fileSize: maxBytes + 1, files: 1, fields: 20, fieldSize, parts: 30, headerPairs: 100 },
    });
  } catch {
    // e.g. a multipart content type without a boundary
    return Promise.reject(badInput('Malformed multipart/form-data request'));
  }

  return new Promise<UploadForm>((resolve, reject) => {
    const fields = Object.create(null) as Record<string, string>;
    let file: UploadForm['file'];
    let settled = false;

    const cleanUp = () => {
      req.off('close', onClose);
      req.off('error', onRequestError);
      req.unpipe(parser);
      // Let the rest of the body drain so that the answer reaches the client.
      req.resume();
    };
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      cleanUp();
      reject(err);
    };
    const onClose = () => {
      if (!req.complete) fail(uploadCutOff());
    };
    const onRequestError = () => fail(uploadCutOff());

    parser.on('file', (name, stream, info) => {
      if (name !== fileField || file) {
        stream.resume();
        fail(badInput(`Send exactly one image, in the "${fileField}" field`));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks.length = 0;
        fail(fileTooLarge());
      });
      stream.on('end', () => {
        if (settled || stream.truncated) return;
        const content = Buffer.concat(chunks);
        // A browser sends an empty part with no file name when no file was chosen.
        if (content.length > 0 || info.filename) file = { content, filename: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fail(badInput(`The form field "${name.slice(0, 50)}" is too long`));
      else fields[name] = value;
    });
    parser.on('filesLimit', () => fail(badInput(`Send exactly one image, in the "${fileField}" field`)));
    parser.on('fieldsLimit', () => fail(badInput('The form has too many fields')));
    parser.on('partsLimit', () => fail(badInput('The form has too many parts')));
    parser.on('error', (err: Error) => fail(badInput(`Malformed multipart/form-data request: ${err.message}`)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      cleanUp();
      resolve({ file, fields });
    });
    req.on('close', onClose);
    req.on('error', onRequestError);
    req.pipe(parser);
  });
}
