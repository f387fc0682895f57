import type { Editor } from '@tiptap/core';
import { checkImageFile } from '@tumbuh/shared';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '../../../app/toast';
import { uploadImage } from '../images/upload';
import { useAdminText } from '../../../i18n/admin';
import { validationText } from '../form/validationText';
import { uploadProblem } from '../images/ImageUploadField';

export const SAVE_FIRST = 'Save the article first';

/** Image files among pasted or dropped items (text and HTML pastes pass through untouched). */
export function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));
}

/**
 * Uploads images put into the editor (paste, drop or the toolbar's picker) through the REST upload
 * endpoint as article-content images, one at a time, with the same type and size checks and toasts
 * as the upload dialogs, and inserts each where it was put. Content images belong to an article, so
 * a new article needs its first save (the original 'Save the article first').
 */
export function useInlineImages(articleId: number | null) {
  const toast = useToast();
  const t = useAdminText();
  const [progress, setProgress] = useState<number | null>(null);
  const queue = useRef(Promise.resolve());

  const insertFiles = useCallback(
    (editor: Editor, files: File[], at?: number) => {
      if (files.length === 0) return false;
      if (articleId === null) {
        toast({ title: t('editor.saveFirst'), description: t('editor.saveFirstDescription'), variant: 'destructive' });
        return true;
      }
      for (const file of files) {
        queue.current = queue.current.then(async () => {
          const problem = checkImageFile(file);
          if (problem) {
            toast({ title: validationText(t, problem.title), description: validationText(t, problem.description), variant: 'destructive' });
            return;
          }
          setProgress(0);
          try {
            const uploaded = await uploadImage(file, 'article-content', articleId, setProgress);
            const image = { type: 'image', attrs: { src: uploaded.url, alt: 'Article image' } };
            // The drop point, if the document still reaches it; else the cursor.
            const position = at !== undefined && at <= editor.state.doc.content.size ? at : editor.state.selection.to;
            editor.chain().focus().insertContentAt(position, image).run();
            toast({ title: t('images.uploaded') });
          } catch (error) {
            toast({ title: t('images.uploadFailed'), description: uploadProblem(t, error), variant: 'destructive' });
          } finally {
            setProgress(null);
          }
        });
      }
      return true;
    },
    [articleId, toast, t],
  );

  return { progress, insertFiles };
}
