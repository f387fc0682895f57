import type { LanguageCode } from '@tumbuh/shared';
import { TranslateSvg } from '../../components/plainIcons';
import { rememberLanguage } from './languageChoice';
import { useOtherLanguage } from './useOtherLanguage';
import { AppLink } from '../../components/AppLink';

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
  return (
    <AppLink
      to={other.to}
      lang={other.language}
      hrefLang={other.language}
      aria-label={name}
      onClick={() => rememberLanguage(other.language)}
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
