/**
 * The admin's texts (issue 33): a catalogue of its own per language (admin/en.json, admin/id.json:
 * ICU messages like the reader's, compiled at build time by the same vite plugin), imported only by
 * the lazily loaded admin chunk so none of it reaches the reader bundle. The admin's language is the
 * editor's choice, not the address: AdminI18nProvider holds it and gives the admin its own
 * IntlProvider, whose messages are the admin's keys under an `admin:` prefix, and the reader's texts
 * in that language (LanguageScope) for reader components inside the admin.
 *
 * Add a text: the key in both admin/en.json and admin/id.json (i18n.spec.ts checks their parity),
 * then `const t = useAdminText(); t('tabs.articles')`.
 */
import type { LanguageCode } from '@tumbuh/shared';
import { createContext, Fragment, createElement, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { LanguageScope, LOCALES } from '..';
import en from './en.json';
import id from './id.json';

export type AdminTextKey = keyof typeof en;
type Values = Record<string, string | number | Date>;

/** Both catalogues hold every key (i18n.spec.ts checks the reverse and the placeholders). */
export const adminCatalogues: Record<LanguageCode, Record<AdminTextKey, string>> = { en, id };

/** The languages the admin can be shown in, in the switch's order. */
export const ADMIN_LANGUAGES: readonly LanguageCode[] = ['en', 'id'];

const PREFIX = 'admin:';
const prefixed = (messages: Record<string, string>) => Object.fromEntries(Object.entries(messages).map(([key, text]) => [PREFIX + key, text]));

/** The admin's texts in one language, for the admin's IntlProvider. */
function messagesOf(language: LanguageCode): Record<string, string> {
  return prefixed(adminCatalogues[language]);
}

interface AdminLanguageState {
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
}

const AdminLanguageContext = createContext<AdminLanguageState>({ language: 'en', setLanguage: () => undefined });

/**
 * The admin in `language` (the editor's chosen one). Without `onLanguageChange` the switch only
 * changes this render's language; with it the caller stores the choice.
 */
export function AdminI18nProvider({
  language: initial = 'en',
  onLanguageChange,
  children,
}: {
  language?: LanguageCode;
  onLanguageChange?: (language: LanguageCode) => void;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<LanguageCode | null>(null);
  const language = chosen ?? initial;
  const setLanguage = useCallback(
    (next: LanguageCode) => {
      setChosen(next);
      onLanguageChange?.(next);
    },
    [onLanguageChange],
  );
  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  const messages = useMemo(() => messagesOf(language), [language]);
  return (
    <AdminLanguageContext.Provider value={state}>
      <IntlProvider locale={LOCALES[language]} defaultLocale={LOCALES.en} messages={messages}>
        <LanguageScope language={language}>{children}</LanguageScope>
      </IntlProvider>
    </AdminLanguageContext.Provider>
  );
}

/** The admin's language and its switch. */
export function useAdminLanguage(): AdminLanguageState {
  return useContext(AdminLanguageContext);
}

/** Outside an AdminI18nProvider (a component test rendering one tab), the admin is English. */
let english: IntlShape | undefined;
function englishAdmin(): IntlShape {
  english ??= createIntl({ locale: LOCALES.en, messages: messagesOf('en') }, createIntlCache());
  return english;
}

function useAdminIntl(): IntlShape {
  const provided = useContext(IntlContext);
  return provided && PREFIX + 'dashboard.title' in provided.messages ? provided : englishAdmin();
}

/** `t('tabs.articles')`: an admin text in the admin's language. */
export function useAdminText(): (key: AdminTextKey, values?: Values) => string {
  const intl = useAdminIntl();
  return useCallback((key: AdminTextKey, values?: Values) => intl.formatMessage({ id: PREFIX + key }, values), [intl]);
}

const bold = (chunks: ReactNode[]) => createElement('strong', null, ...chunks);

/**
 * `rich('authors.confirmDelete', { name })`: an admin text with markup, `<b>...</b>` in the message
 * shown as <strong>; values may be elements.
 */
export function useAdminRichText(): (key: AdminTextKey, values?: Record<string, ReactNode>) => ReactNode {
  const intl = useAdminIntl();
  return useCallback(
    (key: AdminTextKey, values?: Record<string, ReactNode>) => {
      const format = intl.formatMessage as (descriptor: { id: string }, values: Record<string, unknown>) => ReactNode;
      const parts = format({ id: PREFIX + key }, { b: bold, ...values });
      return Array.isArray(parts) ? createElement(Fragment, null, ...(parts as ReactNode[])) : parts;
    },
    [intl],
  );
}
