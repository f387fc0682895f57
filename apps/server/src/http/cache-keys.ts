/**
 * What a cached answer shows, and what a write changed, in one vocabulary of keys (issue 28).
 *
 * A read registers the keys of what it returned (`readKeysOf(res)`, filled by the GraphQL plugin
 * for every object an operation resolved, and by a path table for REST and feeds); the response
 * cache keeps them with the answer and sends them as `Cache-Tag`. A write names the keys it
 * changed (`changed()`, called by the service that writes, through AsyncLocalStorage); only the
 * answers holding one of them are forgotten, here, in the other processes and at the CDN.
 *
 * Keys:
 * - `article:<id>`, `category:<id>`, `tag:<id>`, `age:<id>`, `author:<id>`, `tool:<id>`: the
 *   answer shows that object (any field of it). A category key also stands for the articles of
 *   the category (an article page's related articles are the newest of its category).
 * - `list:articles`: lists, counts, search hits, feeds and sitemaps of public articles, and the
 *   answers that found no article for a slug; `list:search`: answers that show article text
 *   without naming each article (search hits, feeds, REST article reads); `list:tags`, `list:authors`, `list:tools`,
 *   `list:categories`, `list:ages`: the lists of those.
 * - `home`: the home pages (a write that changes what they feature names it).
 * - `frame`: what every page shows (categories and age groups in the header, tools in the footer).
 *   Every cached answer carries it, so a write that names it forgets everything (CDN included).
 *
 * An answer whose keys are unknown is kept but forgotten by every write that changes anything
 * public; a write that names no keys at all (it did not call changed()) forgets everything.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';

export const FRAME = 'frame';
export const HOME = 'home';
export const LIST_ARTICLES = 'list:articles';
export const LIST_SEARCH = 'list:search';
export const LIST_TAGS = 'list:tags';
export const LIST_AUTHORS = 'list:authors';
export const LIST_TOOLS = 'list:tools';
export const LIST_CATEGORIES = 'list:categories';
export const LIST_AGES = 'list:ages';
/** Community stories (issue 30): their lists and pages; a write to an approved story names it (stories/story.service.ts). */
export const LIST_STORIES = 'list:stories';

export const articleKey = (id: number | string) => `article:${id}`;
export const categoryKey = (id: number | string) => `category:${id}`;
export const tagKey = (id: number | string) => `tag:${id}`;
export const ageKey = (id: number | string) => `age:${id}`;
export const authorKey = (id: number | string) => `author:${id}`;
export const toolKey = (id: number | string) => `tool:${id}`;

/** GraphQL object types that are one stored object each, and the prefix of their key. */
export const ENTITY_PREFIX: Readonly<Record<string, string>> = { Article: 'article', Category: 'category', Tag: 'tag', AgeGroup: 'age', Author: 'author', Tool: 'tool' };

// ---- reads ----

/** The keys of what one answer showed, collected while it is computed. */
export class ReadKeys {
  readonly keys = new Set<string>([FRAME]);
  /** Some read registered its keys (an answer nobody described stays unknown). */
  known = false;
  /** Some read could not describe what it showed: the answer is unknown whatever else registered. */
  unknown = false;
  /** Something read must never be kept (a preview, a private read). */
  noStore = false;

  add(...keys: string[]): void {
    this.known = true;
    for (const key of keys) this.keys.add(key);
  }

  /** Adds what another collector saw (a part of this answer computed, or remembered, apart). */
  absorb(other: ReadKeys): void {
    if (other.known) this.add(...other.keys);
    if (other.unknown) this.unknown = true;
    if (other.noStore) this.noStore = true;
  }

  /** The keys of the answer, or undefined when they are not known. */
  result(): string[] | undefined {
    return this.known && !this.unknown ? [...this.keys] : undefined;
  }
}

/**
 * A read shared by many answers (the response cache's `memo`, shared pool): computed once, kept
 * under the keys `compute` names and forgotten by the writes that change them, in every process.
 */
export type Remember = <T>(key: string, compute: (reads: ReadKeys) => Promise<T>) => Promise<T>;

const READS = Symbol('cache read keys');
type WithReads = { [READS]?: ReadKeys };

/** Starts collecting for an answer the response cache means to keep. */
export function collectReads(res: ServerResponse): ReadKeys {
  return ((res as WithReads)[READS] = new ReadKeys());
}

/** The collector of this answer, when the response cache is collecting (anonymous GETs). */
export const readKeysOf = (res: ServerResponse | undefined): ReadKeys | undefined => (res as WithReads | undefined)?.[READS];

/** What each root query field adds besides the objects it returns (these carry their own keys). */
const ROOT_READS: Readonly<Record<string, readonly string[]>> = {
  // A single read by slug: its object's key; when there is none, a later write may create it.
  article: [],
  category: [],
  tag: [],
  ageGroup: [],
  articles: [LIST_ARTICLES],
  articlesByAgeGroup: [LIST_ARTICLES],
  articlesByCategory: [LIST_ARTICLES],
  articlesByTag: [LIST_ARTICLES],
  articlesPage: [LIST_ARTICLES],
  articlesPageIn: [LIST_ARTICLES],
  articleCount: [LIST_ARTICLES],
  editorsPicks: [LIST_ARTICLES],
  featuredArticles: [LIST_ARTICLES],
  recentArticles: [LIST_ARTICLES],
  searchArticles: [LIST_ARTICLES, LIST_SEARCH],
  // Ordered by how many articles use each tag.
  popularTags: [LIST_TAGS, LIST_ARTICLES],
  tags: [LIST_TAGS],
  categories: [LIST_CATEGORIES],
  ageGroups: [LIST_AGES],
  tools: [LIST_TOOLS],
  authors: [LIST_AUTHORS],
  // The week's most read (issue 31): each article it shows adds its own key; counts move without a write, within the entries' time limit.
  mostRead: [LIST_ARTICLES],
  stories: [LIST_STORIES],
  story: [LIST_STORIES],
  me: [],
  __typename: [],
  __schema: [],
  __type: [],
};
/** Single reads by slug whose null answer becomes an object when something is created or published. */
const NULL_READS: Readonly<Record<string, string>> = { article: LIST_ARTICLES, category: LIST_CATEGORIES, tag: LIST_TAGS, ageGroup: LIST_AGES, story: LIST_STORIES };
/** Never kept: a draft's preview changes with every save, and saves forget nothing. */
const NO_STORE_ROOTS = new Set(['articlePreview']);

/**
 * Registers what resolving one GraphQL field shows. Root fields add their list keys (an unknown
 * root field makes the answer unknown); a field of a stored object adds that object's key.
 * Returns the key a null result of a single read adds, if any.
 */
export function registerField(reads: ReadKeys, parentType: string, fieldName: string, source: unknown): string | undefined {
  if (parentType === 'Query') {
    if (NO_STORE_ROOTS.has(fieldName)) reads.noStore = true;
    const keys = ROOT_READS[fieldName];
    if (!keys) reads.unknown = true;
    else reads.add(...keys);
    return NULL_READS[fieldName];
  }
  const prefix = ENTITY_PREFIX[parentType];
  const id = (source as { id?: unknown } | null)?.id;
  if (prefix && (typeof id === 'number' || typeof id === 'string')) reads.add(`${prefix}:${id}`);
  else if (prefix) reads.unknown = true;
  // The related articles are the newest of the article's category.
  if (parentType === 'Article' && fieldName === 'related') {
    const categoryId = (source as { categoryId?: unknown }).categoryId;
    if (typeof categoryId === 'number') reads.add(categoryKey(categoryId));
    else reads.unknown = true;
  }
  return undefined;
}

const ARTICLE_READS = [LIST_ARTICLES, LIST_SEARCH, LIST_TAGS, LIST_AUTHORS, LIST_CATEGORIES, LIST_AGES];
/** REST reads and feeds: the keys of everything each address can show (coarse; they are small). */
const PATH_READS: [RegExp, readonly string[]][] = [
  [/^\/api\/articles(\/|$)/i, ARTICLE_READS],
  [/^\/api\/(categories|tags|age-groups)(\/|$)/i, [LIST_ARTICLES, LIST_CATEGORIES, LIST_TAGS, LIST_AGES]],
  [/^\/api\/tools\/?$/i, [LIST_TOOLS]],
  [/^\/api\/authors\/?$/i, [LIST_AUTHORS]],
  [/^\/(id\/)?rss\.xml$|^\/sitemap(-\d+)?\.xml$/i, ARTICLE_READS],
  [/^\/robots\.txt$/i, []],
  // The home pages (their reads add the rest).
  [/^\/(id\/?)?$/i, [HOME]],
];

/** Registers the keys of a REST read or feed by its path (nothing for other paths). */
export function registerPath(reads: ReadKeys, path: string): void {
  for (const [pattern, keys] of PATH_READS) {
    if (pattern.test(path)) {
      reads.add(...keys);
      return;
    }
  }
}

// ---- writes ----

/** What one write changed: nothing declared yet means everything. */
export class WriteKeys {
  readonly keys = new Set<string>();
  declared = false;

  /** The keys to forget: '*' (everything) when nothing was declared or the frame changed. */
  result(): Set<string> | '*' {
    return !this.declared || this.keys.has(FRAME) ? '*' : this.keys;
  }
}

const writes = new AsyncLocalStorage<WriteKeys>();

/**
 * Names what a write changed (call after its commit). Several calls add up; a call with no key
 * says the write changed nothing a public page shows. Outside a request it does nothing.
 */
export function changed(...keys: (string | readonly string[])[]): void {
  const current = writes.getStore();
  if (!current) return;
  current.declared = true;
  for (const key of keys.flat()) current.keys.add(key);
}

/** Runs `fn` (and everything it starts) with `keys` collecting what it changed. */
export function runWrites<T>(keys: WriteKeys, fn: () => T): T {
  return writes.run(keys, fn);
}

/** The collector of the write being served, if any. */
export const currentWrites = (): WriteKeys | undefined => writes.getStore();

/** Express middleware: the rest of the request runs with a collector of changed keys. */
export const writeCollector: RequestHandler = (_req, _res, next) => {
  writes.run(new WriteKeys(), next);
};

/** Whether an answer with these keys (undefined: unknown) is forgotten by a write of `written`. */
export function touches(entryKeys: readonly string[] | undefined, written: ReadonlySet<string> | '*'): boolean {
  if (written === '*') return true;
  if (written.size === 0) return false;
  if (!entryKeys) return true;
  for (const key of entryKeys) if (written.has(key)) return true;
  return false;
}
