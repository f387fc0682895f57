import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageScope, useT } from '../../i18n';
import { rememberLanguage } from './languageChoice';

/**
 * The offer to read in Indonesian, for a browser that prefers it on the English home (issue 15).
 * Written in Indonesian (the reader's language, not the page's); it floats over the page's foot,
 * so nothing on the page moves when it appears. Either answer is remembered: it is not shown again.
 */
export function LanguageOffer({ onClose }: { onClose: () => void }) {
  return (
    <LanguageScope language="id">
      <Offer onClose={onClose} />
    </LanguageScope>
  );
}

function Offer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const answer = (language: 'en' | 'id') => {
    rememberLanguage(language);
    onClose();
  };
  return (
    <Paper
      role="region"
      aria-label={t('offer.label')}
      lang="id"
      elevation={6}
      data-testid="language-offer"
      sx={{ position: 'fixed', zIndex: 1200, left: 16, right: 16, bottom: 16, mx: 'auto', maxWidth: 560, p: 2, pr: 6, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 220px' }}>
        {t('offer.text')}
      </Typography>
      <Button component={RouterLink} to="/id" hrefLang="id" variant="contained" size="small" onClick={() => answer('id')}>
        {t('offer.accept')}
      </Button>
      <IconButton aria-label={t('offer.dismiss')} size="small" onClick={() => answer('en')} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
