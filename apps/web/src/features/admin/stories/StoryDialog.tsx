import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { isLanguageCode, localName, storyPath } from '@tumbuh/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import {
  ApproveStoryDocument,
  DeleteStoryDocument,
  MarkStorySpamDocument,
  RejectStoryDocument,
  UpdateStoryDocument,
  type StorySubmissionFieldsFragment,
} from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { useAdminFormat } from '../useAdminFormat';
import { useAdminText, type AdminTextKey } from '../../../i18n/admin';
import { translateErrors } from '../form/validationText';

interface Props {
  story: StorySubmissionFieldsFragment;
  onClose: () => void;
  onChanged: () => void;
}

/** One submission: the photo, the submitter, the editable text, and every moderation action. */
export function StoryDialog({ story, onClose, onChanged }: Props) {
  const t = useAdminText();
  const format = useAdminFormat();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [title, setTitle] = useState(story.title);
  const [body, setBody] = useState(story.body);
  const [displayName, setDisplayName] = useState(story.displayName ?? '');
  const [publishAt, setPublishAt] = useState(dayjs().add(1, 'day').startOf('hour').format('YYYY-MM-DDTHH:mm'));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateStoryDocument);
  const [approve] = useMutation(ApproveStoryDocument);
  const [reject] = useMutation(RejectStoryDocument);
  const [spam] = useMutation(MarkStorySpamDocument);
  const [remove] = useMutation(DeleteStoryDocument);
  const lang = isLanguageCode(story.language) ? story.language : 'en';
  const edited = title !== story.title || body !== story.body || displayName !== (story.displayName ?? '');

  async function run(action: () => Promise<unknown>, done: AdminTextKey, close = false) {
    setBusy(true);
    setErrors({});
    try {
      // Unsaved edits are saved first, so an approval publishes what the editor sees.
      if (edited) await update({ variables: { id: story.id, title, body, displayName } });
      await action();
      toast({ title: t(done) });
      onChanged();
      if (close) onClose();
    } catch (e) {
      setErrors(translateErrors(t, serverFieldErrors(e) ?? {}));
      toast({ title: serverMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const sent = format.date(story.createdAt, 'MMM D, YYYY HH:mm');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="story-dialog-title">
      <DialogTitle id="story-dialog-title">
        {t('stories.dialogTitle')} · {t(`stories.state.${story.state}` as AdminTextKey)}
      </DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2" color="text.secondary" data-testid="story-submitter">
            {t('stories.sentBy', { name: story.displayName || t('stories.anonymous'), email: story.email, date: sent })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={lang.toUpperCase()} />
            {story.ageGroup && <Chip size="small" label={localName(story.ageGroup, format.language)} />}
            {story.state === 'APPROVED' && story.publishAt && <Chip size="small" color="success" label={`${t('stories.col.publishAt')}: ${format.date(story.publishAt, 'MMM D, YYYY HH:mm')}`} />}
          </Stack>
          {story.photo && <Box component="img" src={story.photo.url} alt={story.title} sx={{ maxWidth: '100%', maxHeight: 220, objectFit: 'contain', borderRadius: 1, alignSelf: 'flex-start' }} />}
          <TextField label={t('stories.fieldTitle')} value={title} onChange={(e) => setTitle(e.target.value)} error={Boolean(errors.title)} helperText={errors.title} fullWidth />
          <TextField label={t('stories.fieldName')} value={displayName} onChange={(e) => setDisplayName(e.target.value)} error={Boolean(errors.displayName)} helperText={errors.displayName} fullWidth />
          <TextField label={t('stories.fieldBody')} value={body} onChange={(e) => setBody(e.target.value)} error={Boolean(errors.body)} helperText={errors.body} multiline minRows={8} fullWidth />
          <Divider />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
            <Button variant="contained" color="success" disabled={busy} onClick={() => void run(() => approve({ variables: { id: story.id } }), 'stories.approved', true)}>
              {t('stories.approveNow')}
            </Button>
            <TextField
              type="datetime-local"
              size="small"
              label={t('stories.publishAt')}
              value={publishAt}
              onChange={(e) => setPublishAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button variant="outlined" disabled={busy || !publishAt} onClick={() => void run(() => approve({ variables: { id: story.id, publishAt: new Date(publishAt).toISOString() } }), 'stories.approved', true)}>
              {t('stories.approveAt')}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
            <TextField label={t('stories.rejectMessage')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} fullWidth error={Boolean(errors.message)} helperText={errors.message} />
            <Button variant="outlined" color="warning" disabled={busy} onClick={() => void run(() => reject({ variables: { id: story.id, message: note || null } }), 'stories.rejected', true)} sx={{ flexShrink: 0 }}>
              {t('stories.reject')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {story.state === 'APPROVED' && (
          <Button href={storyPath(story.slug, lang)} target="_blank" rel="noopener">
            {t('stories.view')}
          </Button>
        )}
        <Button color="error" disabled={busy} onClick={() => void run(() => spam({ variables: { id: story.id } }), 'stories.spammed', true)}>
          {t('stories.spam')}
        </Button>
        <Button
          color="error"
          disabled={busy}
          onClick={async () => {
            if (!(await confirm({ title: t('stories.confirmDeleteTitle'), message: t('stories.confirmDelete'), confirmLabel: t('stories.delete') }))) return;
            await run(() => remove({ variables: { id: story.id } }), 'stories.deleted', true);
          }}
        >
          {t('stories.delete')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button disabled={busy || !edited} onClick={() => void run(async () => undefined, 'stories.saved')}>
          {t('stories.save')}
        </Button>
        <Button onClick={onClose}>{t('stories.close')}</Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  );
}
