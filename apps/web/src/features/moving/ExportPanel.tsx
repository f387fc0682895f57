/**
 * Admin › Moving › Export (issue 32): the whole site as one archive through GET /api/export (MOVE_SITE,
 * docs/export-format.md): export.json of every table and the stored images, a gzip'd tar. A plain
 * link: the browser streams the download to disk, nothing of it passes through the page's memory.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAdminText } from '../../i18n/admin';

export const RESTORE_COMMAND = 'npm run restore -- tumbuh-export.tar.gz';

export function ExportPanel() {
  const t = useAdminText();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="export-title" sx={{ p: 2, borderRadius: 2, mt: 3 }}>
      <Typography id="export-title" variant="h4" component="h3" sx={{ mb: 1 }}>
        {t('export.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('export.explanation')}</Typography>
      <Typography sx={{ mb: 1 }}>{t('export.restore')}</Typography>
      <Box component="pre" sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', fontSize: '0.875rem', mb: 2 }}>
        <code>{RESTORE_COMMAND}</code>
      </Box>
      <Button variant="contained" startIcon={<FileDownloadOutlined />} href="/api/export" download>
        {t('export.button')}
      </Button>
    </Paper>
  );
}
