import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LanguageCode } from '@tumbuh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { rememberLanguage } from './languageChoice';
import { useOtherLanguage } from './useOtherLanguage';

/** Each language named in itself, as language switchers do: a reader who cannot read the page still finds theirs. */
export const ENDONYMS: Record<LanguageCode, { name: string; short: string }> = {
  en: { name: 'English', short: 'EN' },
  id: { name: 'Bahasa Indonesia', short: 'ID' },
};

/** The header's link to this page in the other language; following it remembers the choice. */
export function LanguageSwitch() {
  const other = useOtherLanguage();
  if (!other) return null;
  const { name, short } = ENDONYMS[other.language];
  return (
    <Button
      component={RouterLink}
      to={other.to}
      lang={other.language}
      hrefLang={other.language}
      aria-label={name}
      onClick={() => rememberLanguage(other.language)}
      startIcon={<TranslateIcon />}
      data-testid="language-switch"
      sx={{ color: 'text.primary', minWidth: 0, px: { xs: 1, md: 1.5 }, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0.5, md: 1 } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
        {name}
      </Box>
      <Box component="span" aria-hidden sx={{ display: { xs: 'inline', md: 'none' } }}>
        {short}
      </Box>
    </Button>
  );
}
