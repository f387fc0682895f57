import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { CancelImportDocument, ImportRunDocument, StartImportDocument } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { ImportReportView, type ImportReport } from './ImportReportView';
import { useAdminText } from '../../i18n/admin';
import { validationText } from '../admin/form/validationText';

interface RunView {
  id: number;
  status: string;
  report: ImportReport | null;
}

const FINISHED = ['done', 'failed', 'cancelled'];

/** Upload an export, read the dry run, start the import and follow its progress (issue 32). */
export function ImportPanel({ onImported }: { onImported?: () => void }) {
  const t = useAdminText();
  const [source, setSource] = useState('wordpress');
  const [language, setLanguage] = useState('detect');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [analysed, setAnalysed] = useState<RunView | null>(null);
  const [started, setStarted] = useState(false);
  const { data } = useQuery(ImportRunDocument, {
    variables: { id: analysed?.id ?? 0 },
    skip: !analysed || !started,
    pollInterval: 500,
    fetchPolicy: 'network-only',
  });
  const [startImport] = useMutation(StartImportDocument);
  const [cancelImport] = useMutation(CancelImportDocument);
  const run = data?.importRun;
  const finished = run && FINISHED.includes(run.status);
  const status = run?.status;
  useEffect(() => {
    if (status === 'done') onImported?.();
  }, [status, onImported]);

  const analyse = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setAnalysed(null);
    setStarted(false);
    try {
      const params = new URLSearchParams({ from: source, language, fileName: file.name });
      const res = await fetch(`/api/imports?${params}`, { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' } });
      const body = (await res.json().catch(() => ({ message: t('moving.noAnswer') }))) as { message?: string };
      if (!res.ok) setError(body.message ? validationText(t, body.message) : t('moving.unreadable'));
      else setAnalysed(body as unknown as RunView);
    } catch {
      setError(t('moving.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!analysed) return;
    try {
      await startImport({ variables: { id: analysed.id } });
      setStarted(true);
    } catch (err) {
      setError(validationText(t, serverMessage(err, t('moving.startFailed'))));
    }
  };

  const percent = run && run.total > 0 ? Math.round((run.done / run.total) * 100) : 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, mb: 3 }}>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {t('moving.import')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('moving.importIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select size="small" label={t('activity.from')} value={source} onChange={(e) => setSource(e.target.value)} sx={{ minWidth: 150 }}>
          <MenuItem value="wordpress">WordPress</MenuItem>
          <MenuItem value="blogger">Blogger</MenuItem>
          <MenuItem value="ghost">Ghost</MenuItem>
        </TextField>
        <TextField select size="small" label={t('common.language')} value={language} onChange={(e) => setLanguage(e.target.value)} sx={{ minWidth: 190 }}>
          <MenuItem value="detect">{t('moving.detect')}</MenuItem>
          <MenuItem value="en">{t('lang.en')}</MenuItem>
          <MenuItem value="id">{t('lang.id')}</MenuItem>
        </TextField>
        <Button variant="outlined" component="label">
          {file ? file.name : t('moving.chooseFile')}
          <input hidden type="file" aria-label={t('moving.file')} accept=".xml,.json,application/xml,application/json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <Button variant="contained" disabled={!file || busy || (started && !finished)} onClick={() => void analyse()}>
          {t('moving.dryRun')}
        </Button>
      </Stack>
      {busy && <LinearProgress sx={{ mt: 2 }} aria-label={t('moving.reading')} />}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {analysed?.report && !started && (
        <Box sx={{ mt: 2 }}>
          <ImportReportView report={analysed.report} />
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => void start()} disabled={analysed.report.created === 0}>
            {t('moving.start')}
          </Button>
        </Box>
      )}
      {started && run && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {run.status === 'done'
              ? t('moving.finished')
              : run.status === 'cancelled'
                ? t('moving.cancelled')
                : run.status === 'failed'
                  ? t('moving.failed', { error: run.error ? validationText(t, run.error) : t('moving.nothingChanged') })
                  : t('import.progress', { done: run.done, total: run.total })}
          </Typography>
          <LinearProgress variant="determinate" value={run.status === 'done' ? 100 : percent} aria-label={t('import.progressLabel')} />
          {!finished && (
            <Button sx={{ mt: 1 }} color="error" onClick={() => void cancelImport({ variables: { id: run.id } })}>
              {t('moving.cancel')}
            </Button>
          )}
          {run.status === 'done' && !!run.report && (
            <Box sx={{ mt: 2 }}>
              <ImportReportView report={run.report as unknown as ImportReport} />
            </Box>
          )}
        </Box>
      )}
    </Paper>
  );
}
