import { diffWords, type ChangeObject } from 'diff';
import { htmlToText } from '../editor/htmlFidelity';

/** The texts a revision keeps that an editor reads (content as text, not markup). */
export interface RevisionTexts {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

export interface FieldDiff {
  label: string;
  parts: ChangeObject<string>[];
}

const FIELDS: { key: keyof RevisionTexts; label: string; text?: (v: string) => string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'slug', label: 'Slug' },
  { key: 'excerpt', label: 'Excerpt' },
  { key: 'content', label: 'Content', text: htmlToText },
  { key: 'metaTitle', label: 'Meta title' },
  { key: 'metaDescription', label: 'Meta description' },
];

/**
 * What restoring `revision` would change in `current`, field by field, word by word: removed parts
 * are the current text that goes, added parts the revision's text that comes back. Unchanged fields
 * are left out. A change of markup alone (a link's address) shows under 'Content (markup)'.
 */
export function revisionDiff(current: RevisionTexts, revision: RevisionTexts): FieldDiff[] {
  const out: FieldDiff[] = [];
  for (const { key, label, text } of FIELDS) {
    const before = text ? text(current[key] ?? '') : (current[key] ?? '');
    const after = text ? text(revision[key] ?? '') : (revision[key] ?? '');
    if (before !== after) out.push({ label, parts: diffWords(before, after) });
    else if (key === 'content' && (current.content ?? '') !== (revision.content ?? '')) {
      out.push({ label: 'Content (markup)', parts: diffWords(current.content ?? '', revision.content ?? '') });
    }
  }
  return out;
}
