import { LANGUAGES } from '@tumbuh/shared';
import { PlainSelect } from '../../components/PlainSelect';
import { useLanguageName, useT } from '../../i18n';

export interface LanguageFieldProps {
  id: string;
  value: string;
  onChange: (language: string) => void;
  disabled: boolean;
}

/** The /subscribe page's choice of the newsletter's language: a native select (app/readerCss.ts: .tb-field). */
export function NewsletterLanguageField({ id, value, onChange, disabled }: LanguageFieldProps) {
  const t = useT();
  const languageName = useLanguageName();
  return (
    <PlainSelect id={id} label={t('newsletter.language')} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} className="tb-field-min200">
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code}>
          {languageName(l.code)}
        </option>
      ))}
    </PlainSelect>
  );
}
