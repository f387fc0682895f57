import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@tumbuh/shared';
import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '../../../app/toast';
import { useAdminText } from '../../../i18n/admin';
import { uploadProblem } from './ImageUploadField';
import { copyText, imageHtml } from './clipboard';
import type { UploadedFile } from './upload';
import { ImageFileButton, UploadProgress, useImageUpload } from './useImageUpload';

interface Props {
  open: boolean;
  articleId: number;
  onClose: () => void;
  /** Puts the image's HTML at the end of the article content. */
  onInsert?: (html: string) => void;
}

/** 'Upload Content Image': upload, then the read-only URL and 'Copy HTML' ('Copied!' for 2 s). */
export function ContentImageDialog({ open, articleId, onClose, onInsert }: Props) {
  // Phones: the whole screen, not a cramped box.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toast = useToast();
  const t = useAdminText();
  const client = useApolloClient();
  const image = useImageUpload('article-content', articleId);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [copied, setCopied] = useState(false);
  const { uploading } = image;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LIMITS.copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const pick = async (file: File | undefined) => {
    const chosen = image.choose(file);
    if (!chosen) return;
    try {
      setUploaded(await image.upload(chosen));
      setCopied(false);
      toast({ title: t('images.uploaded') });
      // The images manager lists this article's images: ask again next time it opens.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'articleImages', args: { articleId } });
    } catch (error) {
      toast({ title: t('images.uploadFailed'), description: uploadProblem(t, error), variant: 'destructive' });
    } finally {
      image.clear();
    }
  };

  const copy = async () => {
    if (!uploaded) return;
    try {
      await copyText(imageHtml(uploaded.url));
      setCopied(true);
      toast({ title: t('images.copiedToast') });
    } catch {
      toast({ title: t('images.copyFailed'), description: t('images.copyFailedDescription'), variant: 'destructive' });
    }
  };

  return (
    <Dialog fullScreen={fullScreen} open={open} onClose={uploading ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="content-image-title">
      <DialogTitle id="content-image-title">{t('images.contentTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('images.contentIntro')} {t('images.types')}
          </Typography>
          <Box>
            <ImageFileButton inputLabel={t('images.contentFile')} disabled={uploading} onFile={(file) => void pick(file)}>
              {t(uploaded ? 'images.uploadAnother' : 'images.choose')}
            </ImageFileButton>
          </Box>
          {image.progress !== null && <UploadProgress progress={image.progress} />}
          {uploaded && (
            <Stack spacing={2}>
              <Box component="img" src={uploaded.url} alt={t('images.uploadedAlt')} sx={{ maxWidth: '100%', maxHeight: 220, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1, border: '1px solid', borderColor: 'divider' }} />
              <TextField label={t('images.imageUrl')} value={uploaded.url} fullWidth slotProps={{ htmlInput: { readOnly: true }, input: { readOnly: true } }} onFocus={(e) => e.target.select()} />
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" startIcon={copied ? <CheckOutlined /> : <ContentCopyOutlined />} onClick={copy}>
                  {t(copied ? 'images.copied' : 'images.copyHtml')}
                </Button>
                {onInsert && (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      onInsert(imageHtml(uploaded.url));
                      toast({ title: t('images.inserted') });
                    }}
                  >
                    {t('images.insert')}
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={uploading}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
