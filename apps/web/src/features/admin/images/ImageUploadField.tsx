import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkImageFile, type UploadType } from '@tumbuh/shared';
import { useEffect, useId, useState } from 'react';
import { useField } from 'react-final-form';
import { useToast } from '../../../app/toast';
import { PLACEHOLDER_IMAGE } from './placeholder';
import { uploadImage } from './upload';

interface Props {
  /** The form field holding the image URL. */
  name: string;
  label: string;
  uploadType: UploadType;
  articleId?: number | null;
  disabled?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Picks an image, checks it (5 MB, four types), uploads it at once with a progress bar and puts
 * the answered URL in the form (spec section 4: idle, uploading, success or failure). On failure
 * the local preview goes away and the previous image, if any, stays.
 */
export function ImageUploadField({ name, label, uploadType, articleId = null, disabled, onUploadingChange }: Props) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const toast = useToast();
  const inputId = useId();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);
  const uploading = progress !== null;
  const shown = localPreview ?? (input.value || null);

  useEffect(() => setPreviewBroken(false), [shown]);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadImage(file, uploadType, articleId, setProgress);
      input.onChange(uploaded.url);
      toast({ title: 'Image uploaded successfully' });
    } catch (error) {
      toast({ title: 'Upload failed', description: (error as Error).message || 'Failed to upload image', variant: 'destructive' });
    } finally {
      setLocalPreview(null);
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  return (
    <Stack spacing={1}>
      <FormLabel htmlFor={inputId}>{label}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          component="img"
          src={shown && !previewBroken ? shown : PLACEHOLDER_IMAGE}
          alt={shown ? `${label} preview` : 'No image'}
          onError={() => {
            if (!shown || previewBroken) return;
            setPreviewBroken(true);
            toast({ title: 'Error loading image', description: 'Could not load the image preview.', variant: 'destructive' });
          }}
          sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 2, border: '1px solid', borderColor: 'divider', bgcolor: '#efe9df', flexShrink: 0 }}
        />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1}>
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<CloudUploadOutlined />} disabled={disabled || uploading}>
              {input.value ? 'Change image' : 'Upload image'}
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                hidden
                disabled={disabled || uploading}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  void pick(file);
                }}
              />
            </Button>
            {input.value && !uploading && (
              <Button color="inherit" startIcon={<DeleteOutline />} onClick={() => input.onChange('')} disabled={disabled}>
                Remove
              </Button>
            )}
          </Stack>
          {uploading ? (
            <Box>
              <Typography variant="body2" color="text.secondary">
                Uploading image... {progress}%
              </Typography>
              <LinearProgress variant="determinate" value={progress ?? 0} aria-label="Upload progress" />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              JPEG, PNG, GIF or WebP, at most 5 MB.
            </Typography>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
