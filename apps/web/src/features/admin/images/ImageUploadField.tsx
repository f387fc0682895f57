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
import { useAdminText } from '../../../i18n/admin';
import { validationText } from '../form/validationText';
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
/** An upload's failure for a toast: the server's message (a shared rule's in the admin's language), or the generic one. */
export function uploadProblem(t: ReturnType<typeof useAdminText>, error: unknown): string {
  const message = (error as Error).message;
  return !message || message === 'Failed to upload image' ? t('images.uploadFailedDescription') : validationText(t, message);
}

export function ImageUploadField({ name, label, uploadType, articleId = null, disabled, onUploadingChange }: Props) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const toast = useToast();
  const t = useAdminText();
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
      toast({ title: t('images.uploaded') });
    } catch (error) {
      toast({ title: t('images.uploadFailed'), description: uploadProblem(t, error), variant: 'destructive' });
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
          alt={shown ? t('images.previewOf', { label }) : t('images.none')}
          onError={() => {
            if (!shown || previewBroken) return;
            setPreviewBroken(true);
            toast({ title: t('images.loadError'), description: t('images.loadErrorDescription'), variant: 'destructive' });
          }}
          sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 2, border: '1px solid', borderColor: 'divider', bgcolor: '#efe9df', flexShrink: 0 }}
        />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1}>
            <ImageFileButton id={inputId} disabled={disabled || uploading} onFile={(file) => void pick(file)}>
              {t(input.value ? 'images.change' : 'images.upload')}
            </ImageFileButton>
            {input.value && !uploading && (
              <Button color="inherit" startIcon={<DeleteOutline />} onClick={() => input.onChange('')} disabled={disabled}>
                {t('subscribers.remove')}
              </Button>
            )}
          </Stack>
          {image.progress !== null ? (
            <UploadProgress progress={image.progress} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('images.types')}
            </Typography>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
