import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { LanguageCode } from '@tumbuh/shared';
import { ADMIN_LANGUAGES, useAdminLanguage, useAdminText } from '../../i18n/admin';

/** English / Bahasa Indonesia: the language the admin is shown in (each language named in itself). */
export function AdminLanguageSwitch() {
  const { language, setLanguage } = useAdminLanguage();
  const t = useAdminText();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      aria-label={t('language.label')}
      onChange={(_event, next: LanguageCode | null) => {
        if (next && next !== language) setLanguage(next);
      }}
    >
      {ADMIN_LANGUAGES.map((code) => (
        <ToggleButton key={code} value={code} lang={code} sx={{ textTransform: 'none', px: 1.5 }}>
          {code === 'en' ? t('language.en') : t('language.id')}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
