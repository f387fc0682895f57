import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { EDITOR_TIME_ZONE, fromJakartaLocal, type ArticleFormValues } from './articleForm';
import { useArticleWords } from './articleWords';

// The revisions dialog and its diff library load when it first opens.
const RevisionsDialog = lazy(() => import('./RevisionsDialog').then((m) => ({ default: m.RevisionsDialog })));

/** Drafts save themselves this often while they have unsaved, valid changes. */
export const AUTOSAVE_MS = 30_000;


interface Props {
  mode: 'create' | 'edit';
  articleId?: number;
  /** The publish time the dialog opened with (Jakarta), for a scheduled article. */
  publishAt: string;
  onPreview?: (action: 'open' | 'copy') => void;
  onAutosave: (values: ArticleFormValues) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
}

/** Status, preview links, revisions and the autosave of drafts, above the article's fields. */
export function EditorialBar({ mode, articleId, publishAt, onPreview, onAutosave, onDirtyChange }: Props) {
  const form = useForm<ArticleFormValues>();
  const words = useArticleWords();
  const { t } = words;
  const { values, dirty: maybeDirty } = useFormState<ArticleFormValues>({ subscription: { values: true, dirty: true } });
  const dirty = Boolean(maybeDirty);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const savedAt = useAutosave(onAutosave);
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  // publishAt is Jakarta wall time: shown as written, whatever the browser's own time zone.
  const at = fromJakartaLocal(publishAt);
  const status = values.status;
  return (
    <Alert severity={status === 'published' ? 'success' : 'info'} variant="outlined" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" component="div">
          {t('articles.bar.status')} <strong>{mode === 'create' ? t('articles.bar.newDraft') : words.status(status)}</strong>
          {status === 'scheduled' && at ? t('articles.bar.goesPublic', { at: dayjs(publishAt).format(words.isEnglish ? 'MMM D, YYYY HH:mm' : 'D MMM YYYY HH:mm'), zone: EDITOR_TIME_ZONE }) : ''}
          {status === 'draft' ? t('articles.bar.draftVisibility') : ''}
          {status === 'review' ? t('articles.bar.reviewWaits') : ''}
          <Typography variant="caption" component="div" color="text.secondary" role="status">
            {status === 'draft' ? (savedAt ? t('articles.bar.autosavedAt', { time: dayjs(savedAt).format('HH:mm:ss') }) : t('articles.bar.autosaveEvery')) : ''}
            {dirty ? `${status === 'draft' ? ' · ' : ''}${t('articles.bar.unsaved')}` : ''}
          </Typography>
        </Typography>
        {mode === 'edit' && articleId && (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {onPreview && (
              <>
                <Button size="small" startIcon={<VisibilityOutlined />} onClick={() => onPreview('open')}>
                  {t('articles.bar.preview')}
                </Button>
                <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => onPreview('copy')}>
                  {t('articles.bar.copyPreview')}
                </Button>
              </>
            )}
            <Button size="small" startIcon={<HistoryOutlined />} onClick={() => setRevisionsOpen(true)}>
              {t('articles.bar.revisions')}
            </Button>
          </Stack>
        )}
      </Stack>
      {revisionsOpen && articleId && (
        <Suspense fallback={null}>
          <RevisionsDialog
            articleId={articleId}
            current={values}
            dirty={dirty}
            onClose={() => setRevisionsOpen(false)}
            onRestored={() => {
              // The restored article arrives as new initial values; unsaved edits must not survive it.
              form.reset();
              setRevisionsOpen(false);
            }}
          />
        </Suspense>
      )}
    </Alert>
  );
}

/**
 * Every AUTOSAVE_MS, saves a draft (or a new article, which becomes a draft) that has valid unsaved
 * changes; published and scheduled articles are never saved behind the editor's back. Answers the
 * time of the last autosave.
 */
function useAutosave(save: (values: ArticleFormValues) => Promise<void>): Date | null {
  const form = useForm<ArticleFormValues>();
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    let running = false;
    const timer = setInterval(() => {
      const state = form.getState();
      if (running || !state.dirty || state.hasValidationErrors || state.submitting || state.values.status !== 'draft') return;
      running = true;
      saveRef
        .current(state.values)
        .then(() => setSavedAt(new Date()))
        .catch(() => undefined)
        .finally(() => (running = false));
    }, AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [form]);
  return savedAt;
}
