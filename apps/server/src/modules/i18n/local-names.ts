/**
 * Names in the reader's language (issue 15): categories, tags, age groups and tools have an English
 * name and may have an Indonesian one (nameId). GraphQL gives `name(lang: "id")` and `nameId`, REST
 * `?lang=id`; without either, the English name, and REST answers keep the original REST shapes (docs/decisions.md#rest).
 */
import { localName, type LanguageCode } from '@tumbuh/shared';
import type { RequestHandler } from 'express';
import { parseLanguage } from '../../input';

/** A requested language: en or id (400 otherwise); undefined when none was asked for. */
export const requestedLanguage = (value: unknown): LanguageCode | undefined => parseLanguage(value, 'lang');

/** The GraphQL `name` field: the name in `lang`, falling back to the English one. */
export const nameIn = (row: { name: string; nameId?: string | null }, lang: unknown): string => localName(row, requestedLanguage(lang));

/**
 * REST answers keep the original REST shapes (docs/decisions.md#rest): `nameId` never shows, and `name` is the Indonesian one where
 * there is one when `?lang=id` asked for it (a JSON.stringify replacer: `this` is the object whose
 * key is being written, so its nameId is at hand whatever the key order).
 */
function namesIn(language: LanguageCode | undefined) {
  return function (this: Record<string, unknown>, key: string, value: unknown): unknown {
    if (key === 'nameId' && 'name' in this) return undefined; // (an error's field list may name nameId: kept)
    if (key === 'name' && language === 'id' && typeof this.nameId === 'string' && this.nameId) return this.nameId;
    return value;
  };
}

/** REST: every /api answer through namesIn; `?lang=` anything but en or id is a 400. */
export const restLocalNames: RequestHandler = (req, res, next) => {
  const replacer = namesIn(requestedLanguage(req.query.lang));
  res.json = (body: unknown) => {
    if (!res.get('Content-Type')) res.type('json');
    return res.send(JSON.stringify(body, replacer));
  };
  next();
};
