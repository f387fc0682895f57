import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, checkImageFile } from '@tumbuh/shared';
import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '../../../app/toast';
import { copyText, imageHtml } from './clipboard';
import { uploadImage, type UploadedFile } from './upload';

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
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [copied, setCopied] = useState(false);
  const uploading = progress !== null;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LIMITS.copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setProgress(0);
    try {
      const result = await uploadImage(file, 'article-content', articleId, setProgress);
      setUploaded(result);
      setCopied(false);
      toast({ title: 'Image uploaded successfully' });
      // The images manager lists this article's images: ask again next time it opens.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'articleImages', args: { articleId } });
    } catch (error) {
      toast({ title: 'Upload failed', description: (error as Error).message || 'Failed to upload image', variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  const copy = async () => {
    if (!uploaded) return;
    try {
      await copyText(imageHtml(uploaded.url));
      setCopied(true);
      toast({ title: 'Copied to clipboard!' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the URL and copy it by hand.', variant: 'destructive' });
    }
  };

  return (
    <Dialog fullScreen={fullScreen} open={open} onClose={uploading ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="content-image-title">
      <DialogTitle id="content-image-title">Upload Content Image</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Upload an image for the article body, then copy its HTML into the content. JPEG, PNG, GIF or WebP, at most 5 MB.
          </Typography>
          <Box>
            <Button component="label" variant="outlined" startIcon={<CloudUploadOutlined />} disabled={uploading}>
              {uploaded ? 'Upload another image' : 'Choose image'}
              <input
                type="file"
                hidden
                accept="image/jpeg,image/png,image/gif,image/webp"
                aria-label="Content image file"
                disabled={uploading}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  void pick(file);
                }}
              />
            </Button>
          </Box>
          {uploading && (
            <Box>
              <Typography variant="body2" color="text.secondary">
                Uploading image... {progress}%
              </Typography>
              <LinearProgress variant="determinate" value={progress ?? 0} aria-label="Upload progress" />
            </Box>
          )}
          {uploaded && (
            <Stack spacing={2}>
              <Box component="img" src={uploaded.url} alt="Uploaded content image" sx={{ maxWidth: '100%', maxHeight: 220, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1, border: '1px solid', borderColor: 'divider' }} />
              <TextField label="Image URL" value={uploaded.url} fullWidth slotProps={{ htmlInput: { readOnly: true }, input: { readOnly: true } }} onFocus={(e) => e.target.select()} />
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" startIcon={copied ? <CheckOutlined /> : <ContentCopyOutlined />} onClick={copy}>
                  {copied ? 'Copied!' : 'Copy HTML'}
                </Button>
                {onInsert && (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      onInsert(imageHtml(uploaded.url));
                      toast({ title: 'Image added to the content' });
                    }}
                  >
                    Insert into content
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={uploading}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
