import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NewsletterForm } from './NewsletterForm';
import { useT } from '../../i18n';

/** The sidebar's newsletter signup box. */
export function NewsletterBox({ headingLevel = 2, language }: { headingLevel?: 2 | 3; language?: string }) {
  const t = useT();
  return (
    <Paper component="section" aria-labelledby="newsletter-box-heading" elevation={0} sx={{ p: 3, bgcolor: 'surface.mint', border: 1, borderColor: 'surface.mintBorder' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <MailOutlineIcon aria-hidden color="primary" />
        <Typography id="newsletter-box-heading" component={`h${headingLevel}`} variant="h3" sx={{ fontSize: '1.15rem' }}>
          {t('newsletter.boxTitle')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('newsletter.boxText')}
      </Typography>
      <NewsletterForm variant="box" stacked language={language} />
    </Paper>
  );
}
