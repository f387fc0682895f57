import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { checkImageFile, type UploadType } from '@tumbuh/shared';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useToast } from '../../../app/toast';
import { useAdminText } from '../../../i18n/admin';
import { validationText } from '../form/validationText';
import { uploadImage, type UploadedFile } from './upload';

/**
 * The one way the admin's dialogs take an image (author photo, article thumbnail, tool logo,
 * content image): the file is checked (5 MB, four types; a refused file is a toast and is not
 * kept), shown at once from the browser, and sent with its progress. When to send is the caller's:
 * an author photo goes at once, a tool logo when the tool is saved (docs/decisions.md#rest).
 */
export function useImageUpload(uploadType: UploadType, articleId: number | null = null) {
  const toast = useToast();
  const t = useAdminText();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The preview is a blob: URL holding the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = useCallback(
    (picked: File | undefined): File | null => {
      if (!picked) return null;
      const problem = checkImageFile(picked);
      if (problem) {
        toast({ title: validationText(t, problem.title), description: validationText(t, problem.description), variant: 'destructive' });
        return null;
      }
      setFile(picked);
      setPreview(URL.createObjectURL(picked));
      return picked;
    },
    [toast, t],
  );

  /** Sends a chosen file; rejects with the server's message. */
  const upload = useCallback(
    async (chosen: File): Promise<UploadedFile> => {
      setProgress(0);
      try {
        return await uploadImage(chosen, uploadType, articleId, setProgress);
      } finally {
        setProgress(null);
      }
    },
    [uploadType, articleId],
  );

  const clear = useCallback(() => {
    setFile(null);
    setPreview(null);
  }, []);

  return { file, preview, progress, uploading: progress !== null, choose, upload, clear };
}

export const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

/** A button opening the file picker for one image; the input is emptied so the same file can be picked again. */
export function ImageFileButton({ id, inputLabel, disabled, onFile, children }: { id?: string; inputLabel?: string; disabled?: boolean; onFile: (file: File | undefined) => void; children: ReactNode }) {
  const ownId = useId();
  id ??= ownId;
  return (
    <Button component="label" htmlFor={id} variant="outlined" startIcon={<CloudUploadOutlined />} disabled={disabled}>
      {children}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = '';
          onFile(picked);
        }}
      />
    </Button>
  );
}

/** 'Uploading image... 40%' and its bar, while a file is sent. */
export function UploadProgress({ progress }: { progress: number }) {
  const t = useAdminText();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {t('images.uploading', { progress })}
      </Typography>
      <LinearProgress variant="determinate" value={progress} aria-label={t('images.progressLabel')} />
    </Box>
  );
}
