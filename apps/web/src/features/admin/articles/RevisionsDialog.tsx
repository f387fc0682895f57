import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ArticleRevisionsDocument, RestoreArticleRevisionDocument } from '../../../generated/graphql';
import { serverMessage } from '../../../graphql/errors';
import { forgetPublicLists } from '../cache';
import { revisionDiff, type FieldDiff, type RevisionTexts } from './revisionDiff';
import { useAdminText } from '../../../i18n/admin';
import { useArticleWords } from './articleWords';
import { validationText } from '../form/validationText';

interface Props {
  articleId: number;
  /** The dialog's text now (unsaved edits included): what a restore would replace. */
  current: RevisionTexts;
  /** Unsaved edits are lost by a restore: the editor is asked first. */
  dirty: boolean;
  onClose: () => void;
  /** After a restore; the article in the cache already holds the restored text. */
  onRestored: () => void;
}

/** The saved versions of an article, newest first, each with its difference to the current text. */
export function RevisionsDialog({ articleId, current, dirty, onClose, onRestored }: Props) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toast = useToast();
  const words = useArticleWords();
  const { t } = words;
  const when = (iso: string) => dayjs(iso).format(words.isEnglish ? 'MMM D, YYYY HH:mm:ss' : 'D MMM YYYY HH:mm:ss');
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error } = useQuery(ArticleRevisionsDocument, { variables: { articleId }, fetchPolicy: 'network-only' });
  const [restore, restoring] = useMutation(RestoreArticleRevisionDocument, { update: (cache) => forgetPublicLists(cache) });
  const revisions = data?.articleRevisions ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = revisions.find((r) => r.id === selectedId) ?? revisions[0];

  const restoreSelected = async () => {
    if (!selected) return;
    const ok = await confirm({
      title: t('articles.revisions.restoreTitle'),
      confirmLabel: t('articles.revisions.restore'),
      message: t(dirty ? 'articles.revisions.restoreMessageDirty' : 'articles.revisions.restoreMessage', { when: when(selected.createdAt) }),
    });
    if (!ok) return;
    try {
      await restore({ variables: { articleId, revisionId: selected.id } });
      toast({ title: t('articles.revisions.restored'), description: t('articles.revisions.restoredDescription', { when: when(selected.createdAt) }) });
      onRestored();
    } catch (e) {
      toast({ title: t('articles.toast.error'), description: serverMessage(e, t('articles.revisions.restoreFailed')), variant: 'destructive' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth scroll="paper" aria-labelledby="revisions-title">
      <DialogTitle id="revisions-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <HistoryOutlined /> {t('articles.bar.revisions')}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, minHeight: 360 }}>
        {loading && <Box sx={{ p: 4, display: 'grid', placeItems: 'center', gridColumn: '1 / -1' }}><CircularProgress aria-label={t('articles.revisions.loading')} /></Box>}
        {error && <Alert severity="error" sx={{ m: 2, gridColumn: '1 / -1' }}>{validationText(t, serverMessage(error, t('articles.revisions.loadFailed')))}</Alert>}
        {!loading && !error && revisions.length === 0 && (
          <Typography sx={{ p: 3, gridColumn: '1 / -1' }} color="text.secondary">
            {t('articles.revisions.none')}
          </Typography>
        )}
        {revisions.length > 0 && (
          <>
            <List dense aria-label={t('articles.revisions.saved')} sx={{ borderRight: { md: '1px solid' }, borderBottom: { xs: '1px solid', md: 0 }, borderColor: 'divider', overflowY: 'auto', maxHeight: { xs: 220, md: '65vh' } }}>
              {revisions.map((r) => (
                <ListItemButton key={r.id} selected={r.id === selected?.id} onClick={() => setSelectedId(r.id)}>
                  <ListItemText primary={when(r.createdAt)} secondary={`${r.savedByPerson?.displayName ?? r.savedBy ?? t('articles.revisions.unknownEditor')} · ${r.title}`} slotProps={{ secondary: { noWrap: true } }} />
                </ListItemButton>
              ))}
            </List>
            <Box sx={{ p: 2, overflowY: 'auto', maxHeight: { md: '65vh' } }} aria-label={t('articles.revisions.difference')} role="region">
              {selected && <DiffView diffs={revisionDiff(current, textsOf(selected))} />}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('articles.revisions.close')}</Button>
        <Button variant="contained" disabled={!selected || restoring.loading} onClick={() => void restoreSelected()}>
          {restoring.loading ? t('articles.revisions.restoring') : t('articles.revisions.restoreThis')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  );
}

function textsOf(r: RevisionTexts): RevisionTexts {
  return { title: r.title, slug: r.slug, excerpt: r.excerpt, content: r.content, metaTitle: r.metaTitle, metaDescription: r.metaDescription };
}

function DiffView({ diffs }: { diffs: FieldDiff[] }) {
  const t = useAdminText();
  if (diffs.length === 0) return <Typography color="text.secondary">{t('articles.revisions.same')}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('articles.revisions.legendBefore')}
        <Box component="ins" sx={insSx}>
          {t('articles.revisions.green')}
        </Box>
        {t('articles.revisions.legendMiddle')}
        <Box component="del" sx={delSx}>
          {t('articles.revisions.red')}
        </Box>
        .
      </Typography>
      {diffs.map((d) => (
        <Box key={d.label} sx={{ mb: 2.5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {d.label}
          </Typography>
          <Box sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7, fontSize: 14, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}>
            {d.parts.map((p, i) =>
              p.added ? (
                <Box component="ins" key={i} sx={insSx}>{p.value}</Box>
              ) : p.removed ? (
                <Box component="del" key={i} sx={delSx}>{p.value}</Box>
              ) : (
                <span key={i}>{p.value}</span>
              ),
            )}
          </Box>
        </Box>
      ))}
    </>
  );
}

const insSx = { bgcolor: '#d8f3dc', color: '#1b4332', textDecoration: 'none', borderRadius: '3px', px: '2px' };
const delSx = { bgcolor: '#fde2e1', color: '#8a1c1c', borderRadius: '3px', px: '2px' };
