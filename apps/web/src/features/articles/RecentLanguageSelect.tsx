import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES, type LanguageCode } from '@tumbuh/shared';
import { useLanguageName, useT } from '../../i18n';

/** The Language dropdown of 'Recent Articles' (MUI's Select and Menu: loaded after the page, see app/deferred.tsx). */
export function RecentLanguageSelect({ value, onChange }: { value: LanguageCode; onChange: (language: LanguageCode) => void }) {
  const t = useT();
  const languageName = useLanguageName();
  return (
    <TextField select size="small" label={t('recent.language')} value={value} onChange={(e) => onChange(e.target.value as LanguageCode)} sx={{ minWidth: 160 }}>
      {LANGUAGES.map((l) => (
        <MenuItem key={l.code} value={l.code}>
          {languageName(l.code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
