import type { LanguageCode } from '@tumbuh/shared';
import { TranslateSvg } from '../../components/plainIcons';
import { rememberLanguage } from './languageChoice';
import { useOtherLanguage } from './useOtherLanguage';
import { AppLink } from '../../components/AppLink';
import { loadCatalogue } from '../../i18n/catalogues';

/** Each language named in itself, as language switchers do: a reader who cannot read the page still finds theirs. */
export const ENDONYMS: Record<LanguageCode, { name: string; short: string }> = {
  en: { name: 'English', short: 'EN' },
  id: { name: 'Bahasa Indonesia', short: 'ID' },
};

/** The header's link to this page in the other language; following it remembers the choice. Plain (app/readerCss.ts: .tb-language-switch). */
export function LanguageSwitch() {
  const other = useOtherLanguage();
  if (!other) return null;
  const { name, short } = ENDONYMS[other.language];
  const preloadTexts = () => void loadCatalogue(other.language).catch(() => undefined);
  return (
    <AppLink
      to={other.to}
      lang={other.language}
      hrefLang={other.language}
      aria-label={name}
      onClick={() => rememberLanguage(other.language)}
      // The other language's texts (i18n/catalogues.ts) start loading as the reader reaches for the switch.
      onPointerEnter={preloadTexts}
      onFocus={preloadTexts}
      onTouchStart={preloadTexts}
      data-testid="language-switch"
      className="tb-button tb-language-switch"
    >
      <TranslateSvg />
      <span className="tb-wide-inline">{name}</span>
      <span aria-hidden className="tb-phone-inline">
        {short}
      </span>
    </AppLink>
  );
}
