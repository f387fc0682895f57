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
    if (!res?.ok || !body) setStep({ kind: 'failed', message: body?.message ?? 'The file could not be checked, please try again.' });
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
        setStep({ kind: 'failed', message: body?.message ?? 'The import failed: nothing was imported.' });
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
          if (msg.error) return setStep({ kind: 'failed', message: msg.error });
          if (msg.finished) {
            toast({ title: 'Subscribers imported', description: `${msg.added} added, ${msg.existing} already on the list` });
            onImported();
            setOpen(false);
            setStep({ kind: 'choose' });
            return;
          }
          setStep({ kind: 'importing', done: msg.done ?? 0, total: msg.total ?? 0 });
        }
      }
    } catch {
      if (controller.signal.aborted) toast({ title: 'Import cancelled', description: 'Nothing was imported' });
      else setStep({ kind: 'failed', message: 'The import failed: nothing was imported.' });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <Dialog open={open} onClose={step.kind === 'importing' ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="import-title">
        <DialogTitle id="import-title">Import subscribers</DialogTitle>
        <DialogContent>
          {(step.kind === 'choose' || step.kind === 'failed' || step.kind === 'checking') && (
            <>
              <Typography sx={{ mb: 2 }}>
                A CSV file with the header line <code>email,language,childBirthMonth,consentDate</code>: language en or id, the child&apos;s birth month as YYYY-MM (optional), the
                date of consent as YYYY-MM-DD. At most 100,000 lines.
              </Typography>
              {step.kind === 'failed' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {step.message}
                </Alert>
              )}
              <Button variant="contained" component="label" disabled={step.kind === 'checking'}>
                {step.kind === 'checking' ? 'Checking…' : 'Choose a CSV file'}
                <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
              </Button>
            </>
          )}
          {step.kind === 'preview' && (
            <>
              <Typography>
                {step.preview.lines} lines: <strong>{step.preview.toAdd}</strong> new subscribers to add, {step.preview.existing} already on the list (left as they are),{' '}
                {step.preview.duplicates} duplicate lines merged.
              </Typography>
              {step.preview.errorCount > 0 && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {step.preview.errorCount} lines have errors; fix them and choose the file again (nothing is imported while a line is wrong).
                  <List dense>
                    {step.preview.errors.map((e) => (
                      <ListItem key={e.line} disableGutters>
                        Line {e.line}: {e.message}
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
                Importing… {step.done} of {step.total || '…'}
              </Typography>
              <LinearProgress variant={step.total ? 'determinate' : 'indeterminate'} value={step.total ? (step.done / step.total) * 100 : 0} aria-label="Import progress" />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          {step.kind === 'preview' && (
            <Button variant="contained" disabled={step.preview.errorCount > 0 || step.preview.toAdd === 0} onClick={() => void run(step.file)}>
              Import {step.preview.toAdd} subscribers
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
