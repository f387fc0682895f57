/** WordPress export (WXR 1.x, RSS with the wp: namespace) → ParsedExport, streamed from disk. */
import { slugify } from '@tumbuh/shared';
import { badInput } from '../../errors';
import type { ParsedExport, SourcePost, SourceTerm } from './import.types';
import { child, childrenNamed, childText, readXmlRecords, type XmlNode } from './xml-reader';

const NOT_WXR = 'This file is not a WordPress export (WXR): export it from Tools > Export in WordPress';

function parseDate(gmt: string, fallback: string): Date | null {
  if (gmt && !gmt.startsWith('0000')) {
    const d = new Date(`${gmt.replace(' ', 'T')}Z`);
    if (!Number.isNaN(d.getTime())) return d;
  }
  const d = fallback ? new Date(fallback) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

export async function parseWordPress(file: string): Promise<ParsedExport> {
  const out: ParsedExport = { source: 'wordpress', siteUrl: null, posts: [], termUrls: [], skipped: {} };
  const attachments = new Map<string, string>();
  out.attachments = attachments;
  const authors = new Map<string, string>();
  const items: XmlNode[] = [];
  let isWxr = false;
  let root = '';
  await readXmlRecords(
    file,
    2,
    (name) => (root = name),
    (node, path) => {
      if (path[1] !== 'channel') return;
      switch (node.name) {
        case 'wp:wxr_version':
          isWxr = true;
          break;
        case 'wp:base_blog_url':
        case 'link':
          out.siteUrl ??= node.text.trim() || null;
          break;
        case 'wp:category': {
          const term = { name: childText(node, 'wp:cat_name'), slug: childText(node, 'wp:category_nicename') };
          if (term.slug) out.termUrls.push({ url: `/category/${term.slug}/`, kind: 'category', term });
          break;
        }
        case 'wp:author': {
          // Logins and display names only: an email, if any, is not read.
          const login = childText(node, 'wp:author_login');
          if (login) authors.set(login, childText(node, 'wp:author_display_name') || login);
          break;
        }
        case 'wp:tag': {
          const term = { name: childText(node, 'wp:tag_name'), slug: childText(node, 'wp:tag_slug') };
          if (term.slug) out.termUrls.push({ url: `/tag/${term.slug}/`, kind: 'tag', term });
          break;
        }
        case 'item': {
          const type = childText(node, 'wp:post_type') || 'post';
          if (type === 'attachment') {
            const url = childText(node, 'wp:attachment_url');
            if (url) attachments.set(childText(node, 'wp:post_id'), url);
          } else if (type === 'post') {
            // Comments are not imported: drop them now so memory holds only the post.
            const comments = childrenNamed(node, 'wp:comment').length;
            if (comments) out.skipped.comment = (out.skipped.comment ?? 0) + comments;
            node.children = node.children.filter((c) => c.name !== 'wp:comment');
            items.push(node);
          } else {
            out.skipped[type] = (out.skipped[type] ?? 0) + 1;
          }
          break;
        }
      }
    },
  );
  if (root !== 'rss' || !isWxr) throw badInput(NOT_WXR);
  for (const item of items) {
    const post = toPost(item, attachments, out);
    if (post) out.posts.push({ ...post, authorName: post.authorName && (authors.get(post.authorName) ?? post.authorName) });
  }
  return out;
}

function toPost(item: XmlNode, attachments: Map<string, string>, out: ParsedExport): SourcePost | null {
  const wpStatus = childText(item, 'wp:status');
  if (wpStatus === 'trash' || wpStatus === 'auto-draft' || wpStatus === 'inherit') {
    out.skipped[`post (${wpStatus})`] = (out.skipped[`post (${wpStatus})`] ?? 0) + 1;
    return null;
  }
  const id = childText(item, 'wp:post_id');
  const title = childText(item, 'title');
  const date = parseDate(childText(item, 'wp:post_date_gmt'), childText(item, 'pubDate'));
  const status: SourcePost['status'] =
    wpStatus === 'publish' ? (date && date.getTime() > Date.now() ? 'scheduled' : 'published') : wpStatus === 'future' ? 'scheduled' : 'draft';
  const terms = (domain: string): SourceTerm[] =>
    childrenNamed(item, 'category')
      .filter((c) => c.attrs.domain === domain)
      .map((c) => ({ name: c.text.trim(), slug: c.attrs.nicename || slugify(c.text) }))
      .filter((t) => t.name);
  const thumbnailId = childrenNamed(item, 'wp:postmeta').find((m) => childText(m, 'wp:meta_key') === '_thumbnail_id');
  const link = childText(item, 'link');
  const guid = childText(item, 'guid');
  const oldUrls = [link, id ? `/?p=${id}` : '', guid && /[?&]p=\d+/.test(guid) ? guid : ''].filter(Boolean);
  return {
    sourceId: id || guid || link,
    title,
    slug: childText(item, 'wp:post_name') || slugify(title),
    content: child(item, 'content:encoded')?.text ?? '',
    excerpt: child(item, 'excerpt:encoded')?.text.trim() ?? '',
    status,
    date,
    category: terms('category')[0] ?? null,
    tags: terms('post_tag'),
    authorName: childText(item, 'dc:creator') || null,
    featuredImage: thumbnailId ? (attachments.get(childText(thumbnailId, 'wp:meta_value')) ?? null) : null,
    oldUrls,
  };
}
