import TranslateIcon from '@mui/icons-material/Translate';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { articlePathOf, isLanguageCode, LANGUAGE_CODES } from '@tumbuh/shared';
import { useNavigate } from 'react-router-dom';
import { useLanguage, useLanguageName, useT } from '../../i18n';
import { rememberLanguage } from '../language/languageChoice';

interface Version {
  language: string;
  slug: string;
}

/** The language versions of an article, the current one first and one per language. */
export function articleVersions(current: Version, translations: readonly Version[]): Version[] {
  const seen = new Set<string>();
  const versions: Version[] = [];
  for (const v of [current, ...translations]) {
    if (seen.has(v.language)) continue;
    seen.add(v.language);
    versions.push({ language: v.language, slug: v.slug });
  }
  // A stable order (English, Indonesian) so the buttons do not jump between versions.
  return versions.sort((a, b) => LANGUAGE_CODES.indexOf(a.language) - LANGUAGE_CODES.indexOf(b.language));
}

/** Shown only when more than one language version exists; a choice opens that version. */
export function LanguageSwitcher({ current, translations }: { current: Version; translations: readonly Version[] }) {
  const navigate = useNavigate();
  const versions = articleVersions(current, translations);
  const t = useT();
  const language = useLanguage();
  const languageName = useLanguageName();
  if (versions.length < 2) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }} lang={language}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <TranslateIcon aria-hidden fontSize="small" color="action" />
        <Typography id="article-language-label" variant="body2" color="text.secondary">
          {t('article.readIn')}
        </Typography>
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={current.language}
        aria-labelledby="article-language-label"
        onChange={(_e, language: string | null) => {
          const target = versions.find((v) => v.language === language);
          if (!target || target.slug === current.slug || !isLanguageCode(target.language)) return;
          rememberLanguage(target.language);
          void navigate(articlePathOf(target));
        }}
      >
        {versions.map((v) => (
          <ToggleButton key={v.language} value={v.language} sx={{ px: 1.5, py: 0.25, fontWeight: 600 }}>
            {languageName(v.language)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
