import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { NewsletterIssueDetailsDocument } from '../../generated/graphql';
import { useAdminText } from '../../i18n/admin';
import { useAdminFormat } from '../admin/useAdminFormat';
import { DELIVERY_STATUS, ISSUE_STATUS } from './format';
import { MailPreview } from './MailPreview';
import { validationText } from '../admin/form/validationText';

/** One issue: its counts, every delivery (with the mail server's last refusal) and the email itself. */
export function IssueDetailsDialog({ issueId, onClose }: { issueId: number; onClose: () => void }) {
  const [view, setView] = useState<'deliveries' | 'email'>('deliveries');
  const t = useAdminText();
  const format = useAdminFormat();
  const { languageName } = format;
  const { data, loading, error } = useQuery(NewsletterIssueDetailsDocument, {
    variables: { id: issueId },
    fetchPolicy: 'network-only',
    pollInterval: 3000,
  });
  const issue = data?.newsletterIssue;
  const known = issue ? ISSUE_STATUS[issue.status] : undefined;
  const status = issue ? { label: known ? t(known.label) : issue.status, color: known?.color ?? ('default' as const) } : undefined;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="issue-details-title">
      <DialogTitle id="issue-details-title">{issue ? issue.subject || t('newsletter.skippedIssue') : t('newsletter.issue')}</DialogTitle>
      <DialogContent dividers>
        {loading && !issue && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('newsletter.loadingIssue')} />
          </Box>
        )}
        {error && !issue && <Alert severity="error">{validationText(t, error.message)}</Alert>}
        {issue && status && (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
              <Chip size="small" label={status.label} color={status.color} />
              <Typography variant="body2" color="text.secondary">
                {languageName(issue.language)} · {t(issue.kind === 'weekly' ? 'newsletter.weekly' : 'newsletter.sentByHand')} · {format.date(issue.createdAt, 'MMMM D, YYYY HH:mm')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
              {(
                [
                  [t('newsletter.recipientsLabel'), issue.total],
                  [t('status.sent'), issue.sent],
                  [t('status.failed'), issue.failed],
                  [t('status.pending'), issue.pending],
                  [t('status.skipped'), issue.skipped],
                ] as const
              ).map(([label, n]) => (
                <div key={label}>
                  <Typography variant="h5" component="p">
                    {n}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                </div>
              ))}
            </Stack>
            <Tabs value={view} onChange={(_e, v: typeof view) => setView(v)} aria-label={t('newsletter.issueDetails')} sx={{ mb: 1 }}>
              <Tab value="deliveries" label={t('newsletter.deliveries')} />
              <Tab value="email" label={t('subscribers.email')} disabled={!issue.html} />
            </Tabs>
            {view === 'deliveries' ? (
              issue.deliveries.length === 0 ? (
                <Typography color="text.secondary">{t('newsletter.noRecipients')}</Typography>
              ) : (
                <TableContainer sx={{ maxHeight: 420 }}>
                  <Table size="small" stickyHeader aria-label={t('newsletter.deliveries')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('subscribers.email')}</TableCell>
                        <TableCell>{t('tools.status')}</TableCell>
                        <TableCell align="right">{t('newsletter.tries')}</TableCell>
                        <TableCell>{t('status.sent')}</TableCell>
                        <TableCell>{t('newsletter.lastError')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {issue.deliveries.map((d) => {
                        const s = DELIVERY_STATUS[d.status];
                        return (
                          <TableRow key={d.id}>
                            <TableCell sx={{ wordBreak: 'break-all' }}>{d.email}</TableCell>
                            <TableCell>
                              <Chip size="small" label={s ? t(s.label) : d.status} color={s?.color ?? 'default'} />
                            </TableCell>
                            <TableCell align="right">{d.attempts}</TableCell>
                            <TableCell>{d.sentAt ? format.date(d.sentAt, 'MMM D, HH:mm:ss') : '—'}</TableCell>
                            <TableCell sx={{ color: 'text.secondary', fontSize: 12 }}>{d.lastError ?? ''}</TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </TableContainer>
              )
            ) : (
              <MailPreview html={issue.html} title={t('newsletter.issueOf', { language: languageName(issue.language) })} />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
