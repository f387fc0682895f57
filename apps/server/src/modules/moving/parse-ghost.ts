/**
 * Ghost export (JSON) → ParsedExport. The file is read from disk within a size limit and parsed
 * once (a Ghost export is one JSON document; the limit bounds memory).
 */
import fs from 'node:fs/promises';
import { slugify } from '@tumbuh/shared';
import { badInput } from '../../errors';
import type { ParsedExport, SourcePost, SourceTerm } from './import.types';

const NOT_GHOST = 'This file is not a Ghost export (JSON): export it from Settings > Labs > Export your content in Ghost';
/** A Ghost export above this is refused (its JSON is held in memory once). */
export const GHOST_MAX_BYTES = 50 * 1024 * 1024;

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export async function parseGhost(file: string): Promise<ParsedExport> {
  const { size } = await fs.stat(file);
  if (size > GHOST_MAX_BYTES) throw badInput(`A Ghost export may be at most ${GHOST_MAX_BYTES / 1024 / 1024} MB`);
  let doc: unknown;
  try {
    doc = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    throw badInput(`${NOT_GHOST} (the file is not complete JSON)`);
  }
  const root = doc as { db?: { data?: Row }[]; data?: Row };
  const data = (Array.isArray(root?.db) ? root.db[0]?.data : root?.data) as Record<string, Row[]> | undefined;
  if (!data || typeof data !== 'object' || !Array.isArray(data.posts)) throw badInput(NOT_GHOST);
  const list = (name: string): Row[] => (Array.isArray(data[name]) ? data[name].filter((r): r is Row => !!r && typeof r === 'object') : []);
  const tags = new Map(list('tags').map((t) => [str(t.id), { name: str(t.name), slug: str(t.slug) || slugify(str(t.name)) }]));
  const users = new Map(list('users').map((u) => [str(u.id), str(u.name)]));
  const postTags = new Map<string, { tag: string; order: number }[]>();
  for (const pt of list('posts_tags')) {
    const arr = postTags.get(str(pt.post_id)) ?? [];
    arr.push({ tag: str(pt.tag_id), order: Number(pt.sort_order ?? 0) });
    postTags.set(str(pt.post_id), arr);
  }
  const postAuthors = new Map<string, string>();
  for (const pa of list('posts_authors')) if (!postAuthors.has(str(pa.post_id)) || Number(pa.sort_order) === 0) postAuthors.set(str(pa.post_id), str(pa.author_id));
  const out: ParsedExport = { source: 'ghost', siteUrl: null, posts: [], termUrls: [], skipped: {} };
  const meta = (doc as { db?: { meta?: Row }[] }).db?.[0]?.meta;
  if (meta && typeof meta.url === 'string') out.siteUrl = meta.url;
  for (const p of list('posts')) {
    const type = str(p.type) || 'post';
    if (type !== 'post') {
      out.skipped[type] = (out.skipped[type] ?? 0) + 1;
      continue;
    }
    const terms: SourceTerm[] = (postTags.get(str(p.id)) ?? [])
      .sort((a, b) => a.order - b.order)
      .map((pt) => tags.get(pt.tag))
      .filter((t): t is SourceTerm => !!t && !!t.name && !t.name.startsWith('#'));
    const date = new Date(str(p.published_at) || str(p.created_at));
    const validDate = Number.isNaN(date.getTime()) ? null : date;
    const status = str(p.status);
    const slug = str(p.slug) || slugify(str(p.title));
    // Ghost 5 writes its own address as __GHOST_URL__ in content and images.
    const site = (out.siteUrl ?? '').replace(/\/$/, '');
    const html = str(p.html).replaceAll('__GHOST_URL__', site);
    if (!html && (p.mobiledoc || p.lexical)) out.skipped['post without HTML (mobiledoc/lexical only)'] = (out.skipped['post without HTML (mobiledoc/lexical only)'] ?? 0) + 1;
    const post: SourcePost = {
      sourceId: str(p.id) || str(p.uuid) || slug,
      title: str(p.title),
      slug,
      content: html,
      excerpt: str(p.custom_excerpt),
      status: status === 'published' ? (validDate && validDate.getTime() > Date.now() ? 'scheduled' : 'published') : status === 'scheduled' ? 'scheduled' : 'draft',
      date: validDate,
      category: terms[0] ?? null,
      tags: terms,
      authorName: users.get(postAuthors.get(str(p.id)) ?? str(p.author_id)) || null,
      featuredImage: str(p.feature_image).replace('__GHOST_URL__', site) || null,
      oldUrls: [`/${slug}/`],
    };
    out.posts.push(post);
  }
  for (const t of tags.values()) if (t.slug) out.termUrls.push({ url: `/tag/${t.slug}/`, kind: 'tag', term: t });
  return out;
}
