import { LANGUAGES, type LanguageCode } from '@tumbuh/shared';
import { useId } from 'react';
import { PlainSelect } from '../../components/PlainSelect';
import { useLanguageName, useT } from '../../i18n';

/** The Language dropdown of 'Recent Articles': a native select (app/readerCss.ts: .tb-field), hydrated after the page (app/deferred.tsx). */
export function RecentLanguageSelect({ value, onChange }: { value: LanguageCode; onChange: (language: LanguageCode) => void }) {
  const t = useT();
  const languageName = useLanguageName();
  const id = useId();
  return (
    <PlainSelect id={id} size="small" label={t('recent.language')} value={value} onChange={(e) => onChange(e.target.value as LanguageCode)} className="tb-field-min160">
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code}>
          {languageName(l.code)}
        </option>
      ))}
    </PlainSelect>
  );
}
