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
import { LANGUAGES, validateEmail } from '@tumbuh/shared';
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
import { useAdminRichText, useAdminText } from '../../i18n/admin';
import { validationText } from '../admin/form/validationText';
import { useAdminFormat } from '../admin/useAdminFormat';
import { ISSUE_STATUS, sendNowSummary } from './format';
import { IssueDetailsDialog } from './IssueDetailsDialog';
import { MailPreview } from './MailPreview';

type Row = NewsletterIssueRowFragment;

/**
 * The admin's 'Newsletter' tab: the next issue per language as it would go out now, 'Send test to
 * me', 'Send now', and the history of issues with their delivery counts.
 */
export function NewsletterTab() {
  const toast = useToast();
  const t = useAdminText();
  const rich = useAdminRichText();
  const format = useAdminFormat();
  const { languageName } = format;
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
    setTestError(problem && validationText(t, problem));
    if (problem) return;
    try {
      await sendTest({ variables: { email: testEmail, language } });
      toast({ title: t('newsletter.testSent'), description: t('newsletter.testSentDescription', { language: languageName(language), email: testEmail.trim().toLowerCase() }) });
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields?.email) setTestError(validationText(t, fields.email));
      toast({ title: t('newsletter.testFailed'), description: serverMessage(err, t('common.pleaseTryAgain')), variant: 'destructive' });
    }
  };

  const confirmSendNow = async () => {
    const ok = await confirm({
      title: t('newsletter.confirmTitle'),
      message: t('newsletter.confirm'),
      confirmLabel: t('newsletter.sendNow'),
    });
    if (!ok) return;
    try {
      const { data } = await sendNow();
      const result = data!.sendNewsletterNow;
      toast({
        title: t(result.issues.length ? 'newsletter.onItsWay' : 'newsletter.nothingToSend'),
        description: sendNowSummary(result, { t, languageName }),
        variant: result.issues.length ? 'default' : 'destructive',
      });
      await Promise.all([issues.refetch(), preview.refetch()]).catch(() => undefined);
    } catch (err) {
      toast({ title: t('newsletter.sendFailed'), description: serverMessage(err, t('common.pleaseTryAgain')), variant: 'destructive' });
    }
  };

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      dateColumn<Row>('createdAt', t('newsletter.date'), 'MMMM D, YYYY HH:mm', { flex: 1, minWidth: 170 }, format.language),
      languageColumn<Row>(120, { headerName: t('common.language'), nameOf: languageName }),
      { field: 'kind', headerName: t('newsletter.kind'), width: 110, valueGetter: (_v, row) => t(row.kind === 'weekly' ? 'newsletter.weekly' : 'newsletter.byHand') },
      { field: 'subject', headerName: t('newsletter.subject'), flex: 2, minWidth: 220, valueGetter: (_v, row) => row.subject || t('newsletter.skippedSubject') },
      {
        field: 'status',
        headerName: t('tools.status'),
        width: 110,
        renderCell: ({ row }) => {
          const s = ISSUE_STATUS[row.status];
          return <Chip size="small" label={s ? t(s.label) : row.status} color={s?.color ?? 'default'} />;
        },
      },
      { field: 'sent', headerName: t('status.sent'), type: 'number', width: 90 },
      { field: 'failed', headerName: t('status.failed'), type: 'number', width: 80 },
      { field: 'pending', headerName: t('status.pending'), type: 'number', width: 100 },
      {
        field: 'details',
        headerName: '',
        width: 100,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setDetailsId(row.id)} aria-label={t('newsletter.detailsOf', { language: languageName(row.language), date: format.date(row.createdAt, 'MMMM D, YYYY') })}>
            {t('newsletter.details')}
          </Button>
        ),
      },
    ],
    [t, format, languageName],
  );

  return (
    <>
      <TabHeader title={t('tabs.newsletter')} subtitle={t('newsletter.intro')}>
        <Button variant="contained" startIcon={<ScheduleSendOutlined />} onClick={() => void confirmSendNow()} disabled={nowState.loading}>
          {t(nowState.loading ? 'newsletter.sending' : 'newsletter.sendNow')}
        </Button>
      </TabHeader>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4, borderRadius: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}>
          <div>
            <Typography variant="h6" component="h3">
              {t('newsletter.next')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {p ? t('newsletter.newSince', { date: format.date(p.periodStart, 'MMMM D, YYYY HH:mm') }) : ' '}
            </Typography>
          </div>
          <ToggleButtonGroup size="small" exclusive value={language} onChange={(_e, v: string | null) => v && setLanguage(v)} aria-label={t('newsletter.issueLanguage')}>
            {LANGUAGES.map((l) => (
              <ToggleButton key={l.code} value={l.code}>
                {languageName(l.code)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>

        {preview.error && !p ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void preview.refetch().catch(() => undefined)}>
                {t('common.tryAgain')}
              </Button>
            }
          >
            {validationText(t, preview.error.message)}
          </Alert>
        ) : !p ? (
          <Skeleton variant="rounded" height={480} aria-label={t('newsletter.loadingPreview')} />
        ) : (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
              <Chip label={t('newsletter.articles', { count: p.articleCount })} color={p.articleCount ? 'primary' : 'default'} />
              <Chip label={t('newsletter.picks', { count: p.editorsPickCount })} variant="outlined" />
              <Chip label={t('newsletter.tools', { count: p.toolCount })} variant="outlined" />
              <Chip label={t('newsletter.recipients', { count: p.recipients })} variant="outlined" />
            </Stack>
            {p.empty && (
              <Alert severity="info" sx={{ mb: 1.5 }}>
                {t('newsletter.nothingNew', { language: languageName(p.language) })}
              </Alert>
            )}
            <Typography variant="body2" sx={{ mb: 1 }}>
              {rich('newsletter.subjectLine', { subject: p.subject })}
            </Typography>
            <MailPreview html={p.html} title={t('newsletter.previewOf', { language: languageName(p.language) })} />
          </>
        )}

        <Box component="form" noValidate onSubmit={(e) => void submitTest(e)} sx={{ mt: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={t('newsletter.testTo')}
              type="email"
              size="small"
              value={testEmail}
              onChange={(e) => {
                setTestEmail(e.target.value);
                setTestError(undefined);
              }}
              error={Boolean(testError)}
              helperText={testError ?? t('newsletter.testHelp', { language: languageName(language) })}
              sx={{ minWidth: { sm: 320 } }}
              slotProps={{ htmlInput: { 'aria-label': t('newsletter.testAddress') } }}
            />
            <Button type="submit" variant="outlined" startIcon={<SendOutlined />} disabled={testState.loading}>
              {t(testState.loading ? 'newsletter.sending' : 'newsletter.sendTest')}
            </Button>
          </Stack>
        </Box>
      </Paper>

      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('newsletter.history')}
      </Typography>
      <DataTable<Row>
        label={t('newsletter.issues')}
        rows={issues.data?.newsletterIssues}
        columns={columns}
        loading={issues.loading}
        error={issues.error}
        errorTitle={t('newsletter.historyError')}
        onRetry={() => void issues.refetch().catch(() => undefined)}
        emptyMessage={t('newsletter.historyEmpty')}
        initialSort={[{ field: 'createdAt', sort: 'desc' }]}
      />
      {detailsId !== null && <IssueDetailsDialog issueId={detailsId} onClose={() => setDetailsId(null)} />}
      {confirmDialog}
    </>
  );
}
