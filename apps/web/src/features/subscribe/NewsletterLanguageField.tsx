import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES } from '@tumbuh/shared';
import { useLanguageName, useT } from '../../i18n';

export interface LanguageFieldProps {
  id: string;
  value: string;
  onChange: (language: string) => void;
  disabled: boolean;
}

/** The /subscribe page's choice of the newsletter's language. */
export function NewsletterLanguageField({ id, value, onChange, disabled }: LanguageFieldProps) {
  const t = useT();
  const languageName = useLanguageName();
  return (
    <TextField
      id={id}
      select
      label={t('newsletter.language')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      sx={{ minWidth: 200, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l.code} value={l.code}>
          {languageName(l.code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
