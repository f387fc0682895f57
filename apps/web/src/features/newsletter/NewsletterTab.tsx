import SendOutlined from '@mui/icons-material/SendOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery } from '@apollo/client/react';
import { LANGUAGES, languageName, validateEmail } from '@tumbuh/shared';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useToast } from '../../app/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { dateColumn, languageColumn } from '../../components/dataTableColumns';
import {
  NewsletterIssuesDocument,
  NewsletterPreviewDocument,
  SendNewsletterNowDocument,
  SendNewsletterTestDocument,
  type NewsletterIssueRowFragment,
} from '../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../graphql/errors';
import { TabHeader } from '../admin/TabHeader';
import { ISSUE_STATUS, plural, sendNowSummary } from './format';
import { IssueDetailsDialog } from './IssueDetailsDialog';
import { MailPreview } from './MailPreview';

type Row = NewsletterIssueRowFragment;

/**
 * The admin's 'Newsletter' tab: the next issue per language as it would go out now, 'Send test to
 * me', 'Send now', and the history of issues with their delivery counts.
 */
export function NewsletterTab() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [language, setLanguage] = useState<string>('en');
  const [testEmail, setTestEmail] = useState('');
  const [testError, setTestError] = useState<string>();
  const [detailsId, setDetailsId] = useState<number | null>(null);

  const preview = useQuery(NewsletterPreviewDocument, { variables: { language }, fetchPolicy: 'network-only' });
  const issues = useQuery(NewsletterIssuesDocument, { fetchPolicy: 'network-only' });
  const sending = issues.data?.newsletterIssues.some((i) => i.status === 'sending') ?? false;
  // While an issue goes out, its counts move: follow them.
  const { startPolling, stopPolling } = issues;
  useEffect(() => {
    if (sending) startPolling(2000);
    else stopPolling();
  }, [sending, startPolling, stopPolling]);

  const [sendTest, testState] = useMutation(SendNewsletterTestDocument);
  const [sendNow, nowState] = useMutation(SendNewsletterNowDocument);

  const p = preview.data?.newsletterPreview;

  const submitTest = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateEmail(testEmail);
    setTestError(problem);
    if (problem) return;
    try {
      await sendTest({ variables: { email: testEmail, language } });
      toast({ title: 'Test email sent', description: `The ${languageName(language)} issue went to ${testEmail.trim().toLowerCase()}.` });
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields?.email) setTestError(fields.email);
      toast({ title: 'Failed to send the test email', description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
    }
  };

  const confirmSendNow = async () => {
    const ok = await confirm({
      title: 'Send the newsletter now',
      message: (
        <>
          Every language with new articles since its last issue gets an issue now, sent to its active subscribers. Languages with nothing new are
          skipped. This cannot be undone.
        </>
      ),
      confirmLabel: 'Send now',
    });
    if (!ok) return;
    try {
      const { data } = await sendNow();
      const result = data!.sendNewsletterNow;
      toast({
        title: result.issues.length ? 'Newsletter is on its way' : 'Nothing to send',
        description: sendNowSummary(result),
        variant: result.issues.length ? 'default' : 'destructive',
      });
      await Promise.all([issues.refetch(), preview.refetch()]).catch(() => undefined);
    } catch (err) {
      toast({ title: 'Failed to send the newsletter', description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
    }
  };

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      dateColumn<Row>('createdAt', 'Date', 'MMMM D, YYYY HH:mm', { flex: 1, minWidth: 170 }),
      languageColumn<Row>(120),
      { field: 'kind', headerName: 'Kind', width: 100, valueGetter: (_v, row) => (row.kind === 'weekly' ? 'Weekly' : 'By hand') },
      { field: 'subject', headerName: 'Subject', flex: 2, minWidth: 220, valueGetter: (_v, row) => row.subject || '(nothing new: skipped)' },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        renderCell: ({ row }) => {
          const s = ISSUE_STATUS[row.status] ?? { label: row.status, color: 'default' as const };
          return <Chip size="small" label={s.label} color={s.color} />;
        },
      },
      { field: 'sent', headerName: 'Sent', type: 'number', width: 80 },
      { field: 'failed', headerName: 'Failed', type: 'number', width: 80 },
      { field: 'pending', headerName: 'Pending', type: 'number', width: 90 },
      {
        field: 'details',
        headerName: '',
        width: 100,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setDetailsId(row.id)} aria-label={`Details of the ${languageName(row.language)} issue of ${dayjs(row.createdAt).format('MMMM D, YYYY')}`}>
            Details
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <TabHeader title="Newsletter" subtitle="The weekly digest: one issue per language with the new articles, editor's picks and tools">
        <Button variant="contained" startIcon={<ScheduleSendOutlined />} onClick={() => void confirmSendNow()} disabled={nowState.loading}>
          {nowState.loading ? 'Sending...' : 'Send now'}
        </Button>
      </TabHeader>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4, borderRadius: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}>
          <div>
            <Typography variant="h6" component="h3">
              Next issue
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {p ? `New since ${dayjs(p.periodStart).format('MMMM D, YYYY HH:mm')}` : ' '}
            </Typography>
          </div>
          <ToggleButtonGroup size="small" exclusive value={language} onChange={(_e, v: string | null) => v && setLanguage(v)} aria-label="Issue language">
            {LANGUAGES.map((l) => (
              <ToggleButton key={l.code} value={l.code}>
                {l.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>

        {preview.error && !p ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void preview.refetch().catch(() => undefined)}>
                Try Again
              </Button>
            }
          >
            {preview.error.message}
          </Alert>
        ) : !p ? (
          <Skeleton variant="rounded" height={480} aria-label="Loading the preview" />
        ) : (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
              <Chip label={plural(p.articleCount, 'new article')} color={p.articleCount ? 'primary' : 'default'} />
              <Chip label={plural(p.editorsPickCount, "editor's pick")} variant="outlined" />
              <Chip label={plural(p.toolCount, 'tool')} variant="outlined" />
              <Chip label={plural(p.recipients, 'recipient')} variant="outlined" />
            </Stack>
            {p.empty && (
              <Alert severity="info" sx={{ mb: 1.5 }}>
                Nothing new in {languageName(p.language)} since the last issue: the weekly run will skip this language.
              </Alert>
            )}
            <Typography variant="body2" sx={{ mb: 1 }}>
              <strong>Subject:</strong> {p.subject}
            </Typography>
            <MailPreview html={p.html} title={`Preview of the next ${languageName(p.language)} issue`} />
          </>
        )}

        <Box component="form" noValidate onSubmit={(e) => void submitTest(e)} sx={{ mt: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Send a test to"
              type="email"
              size="small"
              value={testEmail}
              onChange={(e) => {
                setTestEmail(e.target.value);
                setTestError(undefined);
              }}
              error={Boolean(testError)}
              helperText={testError ?? `The ${languageName(language)} preview, to this address only`}
              sx={{ minWidth: { sm: 320 } }}
              slotProps={{ htmlInput: { 'aria-label': 'Test email address' } }}
            />
            <Button type="submit" variant="outlined" startIcon={<SendOutlined />} disabled={testState.loading}>
              {testState.loading ? 'Sending...' : 'Send test to me'}
            </Button>
          </Stack>
        </Box>
      </Paper>

      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        History
      </Typography>
      <DataTable<Row>
        label="Newsletter issues"
        rows={issues.data?.newsletterIssues}
        columns={columns}
        loading={issues.loading}
        error={issues.error}
        errorTitle="Error loading the newsletter history"
        onRetry={() => void issues.refetch().catch(() => undefined)}
        emptyMessage="No issue sent yet"
        initialSort={[{ field: 'createdAt', sort: 'desc' }]}
      />
      {detailsId !== null && <IssueDetailsDialog issueId={detailsId} onClose={() => setDetailsId(null)} />}
      {confirmDialog}
    </>
  );
}
