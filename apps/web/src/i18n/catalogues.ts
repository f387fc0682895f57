/**
 * The reader's message catalogues (en.json, id.json), one file per language (issue 28): a page
 * loads the catalogue of its own language only, about 4 KB gzip less before it is interactive than
 * both. The browser's entry (main.tsx) starts loading the page's catalogue with the start-up files
 * (the page's loader preloads it: vite.config.ts, pages/entry-loader.ts) and adds it before
 * hydrating; a page in the other language (the language switch, a translation's link, the
 * Indonesian offer on the English home) waits for its catalogue in a transition (i18n/index.tsx's
 * LanguageScope), which the language switch starts loading on pointer or focus. The server render
 * and the tests add both at start-up (entry-server.tsx, test/setup.ts).
 */
import type { LanguageCode } from '@tumbuh/shared';
import type { Message } from './format';
import type en from './en.json';

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, Message>;

const loaded: Partial<Record<LanguageCode, Catalogue>> = {};
const loading: Partial<Record<LanguageCode, Promise<Catalogue>>> = {};

/**
 * How long a failed download stays failed: every caller meanwhile gets the same rejection (React
 * renders the error instead of asking again on each retry, which was a request a few milliseconds
 * apart for as long as the network was down); the next caller after it downloads again.
 */
export const RETRY_AFTER_MS = 5000;

/** Each catalogue's own file (vite.config.ts names them texts-en and texts-id). */
const importers: Record<LanguageCode, () => Promise<{ default: unknown }>> = {
  en: () => import('./en.json'),
  id: () => import('./id.json'),
};

/** A language's catalogue, if it has been added. */
export const catalogueOf = (language: LanguageCode): Catalogue | undefined => loaded[language];

/** Adds a language's catalogue (the server and the tests: both at start-up; main.tsx: the page's). */
export function addCatalogue(language: LanguageCode, catalogue: unknown): void {
  loaded[language] = catalogue as Catalogue;
}

/** Loads a language's catalogue once; the same promise for every caller until it is in. */
export function loadCatalogue(language: LanguageCode): Promise<Catalogue> {
  const done = loaded[language];
  if (done) return Promise.resolve(done);
  loading[language] ??= importers[language]().then(
    (module) => {
      addCatalogue(language, module.default);
      return loaded[language]!;
    },
    (error: unknown) => {
      setTimeout(() => delete loading[language], RETRY_AFTER_MS);
      throw error;
    },
  );
  return loading[language];
}
