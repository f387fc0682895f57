import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS, formatFileSize } from '@tumbuh/shared';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';
import { useToast } from '../../../app/toast';
import { useAdminText, type AdminTextKey } from '../../../i18n/admin';
import { useAdminFormat } from '../useAdminFormat';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ArticleImagesDocument, DeleteImageDocument, type ArticleImagesQuery } from '../../../generated/graphql';
import { forgetPublicLists } from '../cache';
import { PLACEHOLDER_IMAGE } from './placeholder';

dayjs.extend(relativeTime);

type Image = ArticleImagesQuery['articleImages'][number];

const TYPE_LABELS: Record<string, AdminTextKey> = { 'article-thumbnail': 'images.typeThumbnail', 'article-content': 'images.typeContent' };
/** 'Thumbnail' or 'Content' in the admin's language (`t` from useAdminText). */
export const typeLabel = (uploadType: string, t?: (key: AdminTextKey) => string) => {
  const key = TYPE_LABELS[uploadType];
  return !key ? uploadType : t ? t(key) : key === 'images.typeThumbnail' ? 'Thumbnail' : 'Content';
};

interface Props {
  open: boolean;
  articleId: number;
  onClose: () => void;
  /** Told after an image is gone (the form clears its thumbnail if it was that one). */
  onDeleted?: (url: string) => void;
}

/** 'Article Images': the article's uploads, details of the selected one, delete with confirmation. */
export function ImagesManagerDialog({ open, articleId, onClose, onDeleted }: Props) {
  // Phones: the whole screen, not a cramped box.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toast = useToast();
  const t = useAdminText();
  const format = useAdminFormat();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(ArticleImagesDocument, { variables: { articleId }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [deleteImage, { loading: deleting }] = useMutation(DeleteImageDocument);
  const [selectedUrl, setSelectedUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState<Set<string>>(new Set());
  const images = data?.articleImages ?? [];
  const selected = images.find((i) => i.url === selectedUrl) ?? null;

  useEffect(() => {
    if (error) toast({ title: t('images.fetchError'), description: t('images.fetchErrorDescription'), variant: 'destructive' });
  }, [error, toast, t]);

  const remove = async (image: Image) => {
    const ok = await confirm({ title: t('images.confirmDeleteTitle'), message: t('images.confirmDelete') });
    if (!ok) return;
    try {
      await deleteImage({
        variables: { url: image.url },
        update: (cache) => {
          const id = cache.identify({ __typename: 'UploadedImage', id: image.id });
          if (id) cache.evict({ id });
          // An article may still show it (thumbnail, body): public pages ask again.
          forgetPublicLists(cache);
        },
      });
      setSelectedUrl(null);
      onDeleted?.(image.url);
      toast({ title: t('images.deleted') });
    } catch {
      toast({ title: t('images.deleteFailed'), description: t('images.deleteFailedDescription'), variant: 'destructive' });
    }
  };

  return (
    <Dialog fullScreen={fullScreen} open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="images-manager-title">
      <DialogTitle id="images-manager-title">{t('images.managerTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography aria-live="polite">
            {loading && !data ? t('images.loading') : t('images.found', { count: images.length })}
          </Typography>
          <Button startIcon={loading ? <CircularProgress size={16} /> : <RefreshOutlined />} onClick={() => void refetch().catch(() => undefined)} disabled={loading}>
            {t('images.refresh')}
          </Button>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <Box
            role="group"
            aria-label={t('images.list')}
            sx={{
              height: LIMITS.imageManagerListHeightPx,
              overflowY: 'auto',
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 1,
              p: 1,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
              gridAutoRows: 'min-content',
              gap: 1,
            }}
          >
            {images.length === 0 && !loading && (
              <Typography color="text.secondary" sx={{ gridColumn: '1 / -1', p: 2 }}>
                {t('images.empty')}
              </Typography>
            )}
            {images.map((image) => (
              <ButtonBase
                key={image.id}
                aria-label={`${image.filename} (${typeLabel(image.uploadType, t)})`}
                aria-pressed={image.url === selectedUrl}
                onClick={() => setSelectedUrl(image.url)}
                sx={{
                  position: 'relative',
                  display: 'block',
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: image.url === selectedUrl ? '3px solid' : '1px solid',
                  outlineColor: image.url === selectedUrl ? 'primary.main' : 'divider',
                  outlineOffset: -1,
                }}
              >
                <Box
                  component="img"
                  src={broken.has(image.url) ? PLACEHOLDER_IMAGE : image.url}
                  alt=""
                  loading="lazy"
                  onError={() => setBroken((b) => new Set(b).add(image.url))}
                  sx={{ width: '100%', height: 90, objectFit: 'cover', display: 'block', bgcolor: '#efe9df' }}
                />
                <Chip
                  label={typeLabel(image.uploadType, t)}
                  size="small"
                  color={image.uploadType === 'article-thumbnail' ? 'secondary' : 'primary'}
                  sx={{ position: 'absolute', top: 4, left: 4, height: 20, fontSize: 11 }}
                />
              </ButtonBase>
            ))}
          </Box>
          <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }} aria-label={t('images.details')} role="region">
            {selected ? (
              <Stack spacing={1}>
                <Box
                  component="img"
                  src={broken.has(selected.url) ? PLACEHOLDER_IMAGE : selected.url}
                  alt={t('images.selected')}
                  sx={{ width: '100%', maxHeight: 140, objectFit: 'contain', bgcolor: '#efe9df', borderRadius: 1 }}
                />
                <Detail label={t('images.type')} value={`${selected.type} (${typeLabel(selected.uploadType, t)})`} />
                <Detail label={t('images.size')} value={formatFileSize(selected.size)} />
                <Detail label={t('images.filename')} value={selected.filename} />
                <Detail label={t('images.uploadedAt')} value={format.fromNow(selected.createdAt)} title={format.date(selected.createdAt, 'MMMM D, YYYY HH:mm')} />
                <Detail label={t('images.url')} value={selected.url} />
                <Box>
                  <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => void remove(selected)} disabled={deleting}>
                    {t('common.delete')}
                  </Button>
                </Box>
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('images.selectHint')}</Typography>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  );
}

function Detail({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" title={title} sx={{ wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
}
