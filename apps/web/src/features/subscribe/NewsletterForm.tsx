import { validateBirthMonth } from '@tumbuh/shared';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { PlainTextField } from '../../components/PlainTextField';
import { BIRTH_MONTH_MESSAGE_KEYS } from './birthMonthMessages';
import { birthMonthValue, ChildBirthMonthField, NO_BIRTH_MONTH } from './ChildBirthMonthField';
import type { LanguageFieldProps } from './NewsletterLanguageField';
import { useSubscribe, type SubscribeVariant } from './useSubscribe';
import { useLanguage, useT } from '../../i18n';

interface Props {
  variant: SubscribeVariant;
  /**
   * Offer the newsletter's language with this field (the /subscribe page passes
   * NewsletterLanguageField); boxes use `language`. Passed in rather than imported, so the boxes on
   * reader pages do not download the select (and its menu) they never show.
   */
  languageField?: ComponentType<LanguageFieldProps>;
  language?: string;
  onSubscribed?: (email: string) => void;
  /** Stack the field above the button (narrow boxes). */
  stacked?: boolean;
}

/**
 * Email form of the newsletter: idle, 'Subscribing...' (input and button disabled), success or
 * failure; with the child's optional birth month (issue 19), checked by the shared rule before sending.
 */
export function NewsletterForm({ variant, languageField: LanguageField, language: given, onSubscribed, stacked = false }: Props) {
  const t = useT();
  // The box's language, else the page's: subscribing on an Indonesian page gets the Indonesian digest (issue 15).
  const pageLanguage = useLanguage();
  const language = given ?? pageLanguage;
  const [email, setEmail] = useState('');
  const [lang, setLang] = useState(language);
  const [birthMonth, setBirthMonth] = useState(NO_BIRTH_MONTH);
  const [birthMonthError, setBirthMonthError] = useState<string>();
  const { subscribe, submitting } = useSubscribe(variant);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const month = birthMonthValue(birthMonth);
    const problem = validateBirthMonth(month);
    setBirthMonthError(problem && t(BIRTH_MONTH_MESSAGE_KEYS[problem]));
    if (problem) return;
    const ok = await subscribe(email, LanguageField ? lang : language, month || undefined);
    if (ok) {
      const subscribed = email;
      setEmail('');
      setBirthMonth(NO_BIRTH_MONTH);
      onSubscribed?.(subscribed);
    }
  };

  // Plain elements of the reader sheet (app/readerCss.ts): every reader page renders this form.
  const buttonClass = `tb-button tb-button-contained${stacked ? ' tb-button-full' : ' tb-button-large'}`;
  return (
    <form className="tb-stack tb-gap-15" noValidate onSubmit={submit} aria-label={t('newsletter.formLabel')}>
      <div className={stacked ? 'tb-stack tb-gap-15' : 'tb-stack-sm-row tb-gap-15'}>
        <PlainTextField
          id={`${id}-email`}
          type="email"
          label={t('newsletter.email')}
          placeholder={t('newsletter.emailPlaceholder')}
          autoComplete="email"
          size={stacked ? 'small' : 'medium'}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
          fullWidth
        />
        {LanguageField && <LanguageField id={`${id}-language`} value={lang} onChange={setLang} disabled={submitting} />}
      </div>
      <ChildBirthMonthField
        id={`${id}-child`}
        value={birthMonth}
        onChange={(value) => {
          setBirthMonth(value);
          setBirthMonthError(undefined);
        }}
        disabled={submitting}
        error={birthMonthError}
        compact={stacked}
      />
      <button type="submit" className={buttonClass} disabled={submitting}>
        {submitting ? t('newsletter.subscribing') : t('nav.subscribe')}
      </button>
    </form>
  );
}
