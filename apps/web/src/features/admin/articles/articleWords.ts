/**
 * Words and dates the articles screens share, in the admin's language (issue 33): status labels,
 * language names, and publish dates (English keeps the spec's 'MMM D, YYYY').
 */
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useAdminLanguage, useAdminText, type AdminTextKey } from '../../../i18n/admin';

const STATUS_KEYS: Record<string, AdminTextKey> = {
  draft: 'articles.status.draft',
  review: 'articles.status.review',
  scheduled: 'articles.status.scheduled',
  published: 'articles.status.published',
};

const LANGUAGE_KEYS: Record<string, AdminTextKey> = { en: 'articles.language.en', id: 'articles.language.id' };

export function useArticleWords() {
  const t = useAdminText();
  const { language } = useAdminLanguage();
  return useMemo(() => {
    const long = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });
    const short = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short' });
    return {
      t,
      isEnglish: language === 'en',
      status: (status: string) => (STATUS_KEYS[status] ? t(STATUS_KEYS[status]) : status),
      languageName: (code: string) => (LANGUAGE_KEYS[code] ? t(LANGUAGE_KEYS[code]) : code),
      /** 'Nov 25, 2026' (English) or '25 Nov 2026' (Indonesian). */
      date: (iso: string) => (language === 'en' ? dayjs(iso).format('MMM D, YYYY') : long.format(new Date(iso))),
      /** 'Nov 25' or '25 Nov'. */
      shortDate: (iso: string) => (language === 'en' ? dayjs(iso).format('MMM D') : short.format(new Date(iso))),
    };
  }, [t, language]);
}
