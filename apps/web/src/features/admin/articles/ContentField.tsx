import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { sameHtml } from '../editor/htmlFidelity';
import { ContentImageDialog } from '../images/ContentImageDialog';
import { ImagesManagerDialog } from '../images/ImagesManagerDialog';
import type { ArticleFormValues } from './articleForm';
import { useAdminText } from '../../../i18n/admin';

// TipTap and ProseMirror come with the dialog's first open, in their own chunk.
const RichTextEditor = lazy(() => import('../editor/RichTextEditor'));

/** Content (HTML) in the rich-text editor, and the original content-image tools. */
export function ContentField({ mode, articleId }: { mode: 'create' | 'edit'; articleId?: number }) {
  const form = useForm<ArticleFormValues>();
  const t = useAdminText();
  const { input, meta } = useField<string>('content', { isEqual: sameHtml });
  const [notice, setNotice] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [managerOpen, setManagerOpen] = useState(false);
  // final-form types errors as any: this form's validators and submit answer strings.
  const error = (meta.submitFailed || meta.touched) && ((meta.error as string | undefined) || (!meta.dirtySinceLastSubmit && (meta.submitError as string | undefined)));
  const insert = (html: string) => {
    const current = form.getState().values.content ?? '';
    form.change('content', current ? `${current}\n${html}` : html);
  };
  return (
    <Stack spacing={1.5}>
      <Suspense fallback={<Skeleton variant="rounded" height={420} aria-label={t('articles.content.loading')} />}>
        <RichTextEditor
          label={t('articles.content.label')}
          required
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          articleId={mode === 'edit' && articleId ? articleId : null}
          error={typeof error === 'string' ? error : undefined}
        />
      </Suspense>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<AddPhotoAlternateOutlined />} onClick={() => (mode === 'create' || !articleId ? setNotice(true) : setUploadOpen(true))}>
          {t('articles.content.addImage')}
        </Button>
        {mode === 'edit' && articleId && (
          <Button variant="outlined" startIcon={<CollectionsOutlined />} onClick={() => setManagerOpen(true)}>
            {t('articles.content.manageImages')}
          </Button>
        )}
      </Stack>
      {notice && (
        <Alert severity="info" onClose={() => setNotice(false)}>
          {t('articles.content.saveFirst')}
        </Alert>
      )}
      {uploadOpen && articleId && <ContentImageDialog open articleId={articleId} onClose={() => setUploadOpen(false)} onInsert={insert} />}
      {managerOpen && articleId && (
        <ImagesManagerDialog
          open
          articleId={articleId}
          onClose={() => setManagerOpen(false)}
          onDeleted={(url) => form.getState().values.imageUrl === url && form.change('imageUrl', '')}
        />
      )}
    </Stack>
  );
}
