import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { useMemo } from 'react';
import { localDateFormat } from '../../components/dataTableColumns';
import { LOCALES } from '../../i18n';
import { useAdminLanguage, useAdminText } from '../../i18n/admin';

/**
 * Dates, numbers and language names in the admin's language (issue 33): dayjs with its 'id' locale,
 * Intl for numbers; `languageName('en')` is 'English' or 'Inggris'.
 */
export function useAdminFormat() {
  const { language } = useAdminLanguage();
  const t = useAdminText();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(LOCALES[language]);
    return {
      language,
      locale: LOCALES[language],
      date: (value: string | number | Date, format: string) => dayjs(value).locale(language).format(localDateFormat(format, language)),
      fromNow: (value: string | number | Date) => dayjs(value).locale(language).fromNow(),
      number: (n: number) => numbers.format(n),
      languageName: (code: string) => (code === 'en' || code === 'id' ? t(`lang.${code}`) : code),
    };
  }, [language, t]);
}
