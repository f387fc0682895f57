/**
 * Blogger export (Atom) → ParsedExport, streamed from disk. Reads both shapes Blogger has used:
 * the classic one (kind as a category term `...#post`, drafts as app:control/app:draft) and the
 * Takeout one (blogger:type POST, blogger:status LIVE/DRAFT/SCHEDULED, blogger:filename).
 */
import { slugify } from '@tumbuh/shared';
import { badInput } from '../../errors';
import type { ParsedExport, SourcePost, SourceTerm } from './import.types';
import { child, childrenNamed, childText, readXmlRecords, type XmlNode } from './xml-reader';

const NOT_BLOGGER = 'This file is not a Blogger export (Atom): export it from Settings > Back up content in Blogger';
const KIND = 'http://schemas.google.com/g/2005#kind';
const LABEL = 'http://www.blogger.com/atom/ns#';

function kindOf(entry: XmlNode): string {
  const type = childText(entry, 'blogger:type');
  if (type) return type.toLowerCase();
  const term = childrenNamed(entry, 'category').find((c) => c.attrs.scheme === KIND)?.attrs.term ?? '';
  return term.split('#')[1] ?? 'unknown';
}

export async function parseBlogger(file: string): Promise<ParsedExport> {
  const out: ParsedExport = { source: 'blogger', siteUrl: null, posts: [], termUrls: [], skipped: {} };
  let root = '';
  let isBlogger = false;
  const labels = new Map<string, SourceTerm>();
  await readXmlRecords(
    file,
    1,
    (name) => (root = name),
    (node) => {
      if (node.name === 'generator' && /blogger/i.test(node.text)) isBlogger = true;
      if (node.name === 'link' && node.attrs.rel === 'alternate') out.siteUrl ??= node.attrs.href ?? null;
      if (node.name === 'id' && /blogger\.com/.test(node.text)) isBlogger = true;
      if (node.name !== 'entry') return;
      const kind = kindOf(node);
      if (kind !== 'post') {
        out.skipped[kind] = (out.skipped[kind] ?? 0) + 1;
        return;
      }
      const post = toPost(node);
      if (!post) {
        out.skipped['post (trashed)'] = (out.skipped['post (trashed)'] ?? 0) + 1;
        return;
      }
      for (const t of [post.category, ...post.tags]) if (t) labels.set(t.slug, t);
      out.posts.push(post);
    },
  );
  if (root !== 'feed' || !isBlogger) throw badInput(NOT_BLOGGER);
  for (const term of labels.values()) out.termUrls.push({ url: `/search/label/${encodeURIComponent(term.name)}`, kind: 'tag', term });
  return out;
}

function toPost(entry: XmlNode): SourcePost | null {
  const status = childText(entry, 'blogger:status').toUpperCase();
  if (status === 'SOFT_TRASHED' || status === 'DELETED') return null;
  const isDraft = childText(child(entry, 'app:control') ?? { name: '', attrs: {}, text: '', children: [] }, 'app:draft') === 'yes' || status === 'DRAFT';
  const date = new Date(childText(entry, 'published'));
  const validDate = Number.isNaN(date.getTime()) ? null : date;
  const future = !!validDate && validDate.getTime() > Date.now();
  const title = childText(entry, 'title');
  const alternate = childrenNamed(entry, 'link').find((l) => l.attrs.rel === 'alternate')?.attrs.href ?? '';
  const filename = childText(entry, 'blogger:filename');
  const oldUrl = alternate || filename;
  const fileSlug = /\/([^/]+?)(?:\.html?)?$/.exec(oldUrl)?.[1];
  const labels = childrenNamed(entry, 'category')
    .filter((c) => c.attrs.scheme === LABEL || (!c.attrs.scheme && c.attrs.term))
    .map((c) => ({ name: (c.attrs.term ?? '').trim(), slug: slugify(c.attrs.term ?? '') }))
    .filter((t) => t.name && t.slug);
  const thumbnail = child(entry, 'media:thumbnail')?.attrs.url ?? null;
  const id = childText(entry, 'id');
  return {
    sourceId: /post-(\d+)/.exec(id)?.[1] ?? id,
    title,
    slug: fileSlug ? slugify(fileSlug) : slugify(title),
    content: child(entry, 'content')?.text ?? '',
    excerpt: '',
    status: isDraft ? 'draft' : status === 'SCHEDULED' || future ? 'scheduled' : 'published',
    date: validDate,
    category: labels[0] ?? null,
    tags: labels,
    authorName: childText(child(entry, 'author') ?? { name: '', attrs: {}, text: '', children: [] }, 'name') || null,
    // Blogger's thumbnail is a resized copy (s72-c): ask for the original size.
    featuredImage: thumbnail ? thumbnail.replace(/\/s72-c\//, '/s1600/') : null,
    oldUrls: oldUrl ? [oldUrl] : [],
  };
}
