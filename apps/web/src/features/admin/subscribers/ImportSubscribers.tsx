import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useToast } from '../../../app/toast';
import { useAdminRichText, useAdminText } from '../../../i18n/admin';
import { validationText } from '../form/validationText';

interface Preview {
  lines: number;
  valid: number;
  toAdd: number;
  existing: number;
  duplicates: number;
  errorCount: number;
  errors: { line: number; message: string }[];
}

type Step = { kind: 'choose' } | { kind: 'checking' } | { kind: 'preview'; file: string; preview: Preview } | { kind: 'importing'; done: number; total: number } | { kind: 'failed'; message: string };

const post = (path: string, body: string, signal?: AbortSignal) =>
  fetch(path, { method: 'POST', body, headers: { 'content-type': 'text/csv' }, credentials: 'same-origin', signal });

/**
 * 'Import CSV' (issue 31): choose a file (email,language,childBirthMonth,consentDate), see what it
 * would do with every bad line, confirm, follow the progress; Cancel before the end writes nothing.
 */
export function ImportSubscribers({ onImported }: { onImported: () => void }) {
  const toast = useToast();
  const t = useAdminText();
  const rich = useAdminRichText();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const abort = useRef<AbortController | undefined>(undefined);

  const close = () => {
    abort.current?.abort();
    setOpen(false);
    setStep({ kind: 'choose' });
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setStep({ kind: 'checking' });
    const text = await file.text();
    const res = await post('/api/subscribers/import/preview', text).catch(() => undefined);
    const body = (await res?.json().catch(() => undefined)) as (Preview & { message?: string }) | undefined;
    if (!res?.ok || !body) setStep({ kind: 'failed', message: body?.message ? validationText(t, body.message) : t('import.checkFailed') });
    else setStep({ kind: 'preview', file: text, preview: body });
  };

  const run = async (file: string) => {
    const controller = new AbortController();
    abort.current = controller;
    setStep({ kind: 'importing', done: 0, total: 0 });
    try {
      const res = await post('/api/subscribers/import', file, controller.signal);
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => undefined)) as { message?: string } | undefined;
        setStep({ kind: 'failed', message: body?.message ? validationText(t, body.message) : t('import.failed') });
        return;
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          const msg = JSON.parse(line) as { done?: number; total?: number; finished?: boolean; added?: number; existing?: number; error?: string };
          if (msg.error) return setStep({ kind: 'failed', message: validationText(t, msg.error) });
          if (msg.finished) {
            toast({ title: t('import.done'), description: t('import.doneDescription', { added: msg.added ?? 0, existing: msg.existing ?? 0 }) });
            onImported();
            setOpen(false);
            setStep({ kind: 'choose' });
            return;
          }
          setStep({ kind: 'importing', done: msg.done ?? 0, total: msg.total ?? 0 });
        }
      }
    } catch {
      if (controller.signal.aborted) toast({ title: t('import.cancelled'), description: t('import.nothingImported') });
      else setStep({ kind: 'failed', message: t('import.failed') });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      <Dialog open={open} onClose={step.kind === 'importing' ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="import-title">
        <DialogTitle id="import-title">{t('import.title')}</DialogTitle>
        <DialogContent>
          {(step.kind === 'choose' || step.kind === 'failed' || step.kind === 'checking') && (
            <>
              <Typography sx={{ mb: 2 }}>
                {rich('import.intro', { header: <code>email,language,childBirthMonth,consentDate</code> })}
              </Typography>
              {step.kind === 'failed' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {step.message}
                </Alert>
              )}
              <Button variant="contained" component="label" disabled={step.kind === 'checking'}>
                {t(step.kind === 'checking' ? 'import.checking' : 'import.choose')}
                <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
              </Button>
            </>
          )}
          {step.kind === 'preview' && (
            <>
              <Typography>
                {rich('import.preview', { lines: step.preview.lines, toAdd: step.preview.toAdd, existing: step.preview.existing, duplicates: step.preview.duplicates })}
              </Typography>
              {step.preview.errorCount > 0 && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {t('import.errors', { count: step.preview.errorCount })}
                  <List dense>
                    {step.preview.errors.map((e) => (
                      <ListItem key={e.line} disableGutters>
                        {t('import.line', { line: e.line, message: validationText(t, e.message) })}
                      </ListItem>
                    ))}
                  </List>
                </Alert>
              )}
            </>
          )}
          {step.kind === 'importing' && (
            <>
              <Typography sx={{ mb: 1 }}>
                {t('import.progress', { done: step.done, total: step.total || '…' })}
              </Typography>
              <LinearProgress variant={step.total ? 'determinate' : 'indeterminate'} value={step.total ? (step.done / step.total) * 100 : 0} aria-label={t('import.progressLabel')} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          {step.kind === 'preview' && (
            <Button variant="contained" disabled={step.preview.errorCount > 0 || step.preview.toAdd === 0} onClick={() => void run(step.file)}>
              {t('import.confirm', { count: step.preview.toAdd })}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
