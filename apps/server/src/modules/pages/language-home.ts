import type { IncomingMessage, ServerResponse } from 'node:http';
import { chosenLanguage, localizedPath } from '@tumbuh/shared';

/**
 * The one redirect by language (issue 15): the English home, `/`, for a reader whose `lang` cookie
 * says Indonesian answers 302 to `/id` (query kept). Private, and `Vary: Cookie` on `/` either way,
 * so no shared cache gives one reader's choice to another. Runs before the response cache.
 */
export function redirectToChosenHome(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  if ((queryAt < 0 ? url : url.slice(0, queryAt)) !== '/') return false;
  const language = chosenLanguage(req.headers.cookie);
  if (!language || language === 'en') return false;
  res.writeHead(302, {
    location: localizedPath('/', language) + (queryAt < 0 ? '' : url.slice(queryAt)),
    'cache-control': 'private, no-cache',
    vary: 'Cookie',
    'x-content-type-options': 'nosniff',
    'content-length': '0',
  });
  res.end();
  return true;
}

/** Answers at `/` depend on the language cookie (see redirectToChosenHome). */
export const variesByLanguageCookie = (path: string): boolean => path === '/';
