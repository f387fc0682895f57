/**
 * The reader interface in the reader's language (issue 15): the language comes from the address
 * (Indonesian under /id, English elsewhere, the admin always English), the texts from one
 * catalogue per language (en.json, id.json: ICU messages, compiled at build time by the vite plugin
 * in vite.config.ts so no message parser reaches the browser), read through typed keys and
 * formatted by format.ts with one set of formatters per language for the life of the page.
 */
import { localizedPath, localName, splitLanguagePath, type LanguageCode } from '@tumbuh/shared';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import en from './en.json';
import { formatMessage, type Message, type MessageValues } from './format';
import id from './id.json';

export type MessageKey = keyof typeof en;
type Values = MessageValues;

/** Both catalogues hold every key (i18n.spec.ts checks the reverse and the placeholders). */
export const catalogues: Record<LanguageCode, Record<MessageKey, string>> = { en, id };

/** The BCP 47 locale of each language, for number and date formats. */
export const LOCALES: Record<LanguageCode, string> = { en: 'en-US', id: 'id-ID' };

/** The language of the page at this address. */
export function useLanguage(): LanguageCode {
  return splitLanguagePath(useLocation().pathname).language;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  return <LanguageScope language={useLanguage()}>{children}</LanguageScope>;
}

type Translate = (key: MessageKey, values?: Values) => string;

/** The texts of one language, made once: the same function for every render of every page. */
function translatorOf(language: LanguageCode): Translate {
  const messages = catalogues[language] as Record<MessageKey, Message>;
  const fallback = catalogues.en as Record<MessageKey, Message>;
  const locale = LOCALES[language];
  return (key, values) => {
    const message = messages[key] ?? fallback[key];
    return message === undefined ? key : formatMessage(message, values, locale);
  };
}

const translators: Record<LanguageCode, Translate> = { en: translatorOf('en'), id: translatorOf('id') };

/** English where no scope names a language (a component tested on its own). */
const TextsContext = createContext<Translate>(translators.en);

/** Texts in a given language inside a page in another (the Indonesian offer on the English home). */
export function LanguageScope({ language, children }: { language: LanguageCode; children: ReactNode }) {
  return <TextsContext.Provider value={translators[language]}>{children}</TextsContext.Provider>;
}

/** `t('nav.home')`: the text of a key in the page's language. */
export function useT(): Translate {
  return useContext(TextsContext);
}

/** The name of a language in the page's language ('Indonesian' in English, 'Bahasa Indonesia' in Indonesian). */
export function useLanguageName(): (code: string) => string {
  const t = useT();
  return useCallback((code: string) => (code === 'id' ? t('language.id') : code === 'en' ? t('language.en') : code), [t]);
}

/** A reader path in the page's language: `/blog` is `/id/blog` on Indonesian pages. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}

/** The name of a category, tag, age group or tool in the page's language (its Indonesian name on /id pages, when it has one). */
export function useLocalName(): (row: { name: string; nameId?: string | null }) => string {
  const language = useLanguage();
  return useCallback((row: { name: string; nameId?: string | null }) => localName(row, language), [language]);
}
