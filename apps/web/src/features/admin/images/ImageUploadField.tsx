import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadType } from '@tumbuh/shared';
import { useEffect, useId, useState } from 'react';
import { useField } from 'react-final-form';
import { useToast } from '../../../app/toast';
import { PLACEHOLDER_IMAGE } from './placeholder';
import { ImageFileButton, UploadProgress, useImageUpload } from './useImageUpload';

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
 * An image field that uploads at once (author photo, article thumbnail) with useImageUpload and puts
 * the answered URL in the form (docs/decisions.md#states: idle, uploading, success or failure). On failure
 * the local preview goes away and the previous image, if any, stays.
 */
export function ImageUploadField({ name, label, uploadType, articleId = null, disabled, onUploadingChange }: Props) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const toast = useToast();
  const inputId = useId();
  const image = useImageUpload(uploadType, articleId);
  const [previewBroken, setPreviewBroken] = useState(false);
  const { uploading } = image;
  const shown = image.preview ?? (input.value || null);

  useEffect(() => setPreviewBroken(false), [shown]);

  const pick = async (file: File | undefined) => {
    const chosen = image.choose(file);
    if (!chosen) return;
    onUploadingChange?.(true);
    try {
      input.onChange((await image.upload(chosen)).url);
      toast({ title: 'Image uploaded successfully' });
    } catch (error) {
      toast({ title: 'Upload failed', description: (error as Error).message || 'Failed to upload image', variant: 'destructive' });
    } finally {
      // On failure the local preview goes and the previous image, if any, shows again.
      image.clear();
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
            <ImageFileButton id={inputId} disabled={disabled || uploading} onFile={(file) => void pick(file)}>
              {input.value ? 'Change image' : 'Upload image'}
            </ImageFileButton>
            {input.value && !uploading && (
              <Button color="inherit" startIcon={<DeleteOutline />} onClick={() => input.onChange('')} disabled={disabled}>
                Remove
              </Button>
            )}
          </Stack>
          {image.progress !== null ? (
            <UploadProgress progress={image.progress} />
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
