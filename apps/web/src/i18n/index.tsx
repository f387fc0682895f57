/**
 * The reader interface in the reader's language (issue 15): the language comes from the address
 * (Indonesian under /id, English elsewhere, the admin always English), the texts from one
 * catalogue per language (en.json, id.json: ICU messages, compiled at build time by the vite plugin
 * in vite.config.ts so no message parser reaches the browser), read through typed keys and
 * formatted by format.ts with one set of formatters per language for the life of the page.
 */
import { localizedPath, localName, splitLanguagePath, type LanguageCode } from '@tumbuh/shared';
import { createContext, use, useCallback, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { catalogueOf, loadCatalogue, type MessageKey } from './catalogues';
import { formatMessage, type MessageValues } from './format';

export type { MessageKey };
type Values = MessageValues;

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

/**
 * The texts of one language, made once its catalogue is in (catalogues.ts): the same function for
 * every render of every page. Both catalogues hold every key (i18n.spec.ts); a key missing from one
 * would read in English when the English catalogue is in, else as the key.
 */
function translatorOf(language: LanguageCode): Translate | undefined {
  const messages = catalogueOf(language);
  if (!messages) return undefined;
  const locale = LOCALES[language];
  return (key, values) => {
    const message = messages[key] ?? catalogueOf('en')?.[key];
    return message === undefined ? key : formatMessage(message, values, locale);
  };
}

const translators: Partial<Record<LanguageCode, Translate>> = {};

/** A language's texts; undefined until its catalogue is in. */
const translatorFor = (language: LanguageCode): Translate | undefined => (translators[language] ??= translatorOf(language));

/** English where no scope names a language (a component tested on its own, with both catalogues added). */
const TextsContext = createContext<Translate>((key, values) => (translatorFor('en') ?? ((k: MessageKey) => k))(key, values));

/**
 * The texts of a language for what is inside: the page's (I18nProvider), or another inside a page
 * (the Indonesian offer on the English home). A language whose catalogue is not in yet suspends
 * until it is: navigations are transitions (react-router), so the page on the screen stays until then.
 */
export function LanguageScope({ language, children }: { language: LanguageCode; children: ReactNode }) {
  let translate = translatorFor(language);
  if (!translate) {
    use(loadCatalogue(language));
    translate = translatorFor(language)!;
  }
  return <TextsContext.Provider value={translate}>{children}</TextsContext.Provider>;
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
