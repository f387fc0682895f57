/** What every parser gives the importer, and the reports it answers (issue 32). */

export const IMPORT_SOURCES = ['wordpress', 'blogger', 'ghost'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_LANGUAGES = ['en', 'id', 'detect'] as const;
export type ImportLanguage = (typeof IMPORT_LANGUAGES)[number];

export interface SourceTerm {
  name: string;
  slug: string;
}

/** A post as read from an export, before anything is decided about it. */
export interface SourcePost {
  /** Stable id at the source (WordPress post id, Blogger entry id, Ghost id). */
  sourceId: string;
  title: string;
  slug: string;
  /** HTML as exported (shortcodes and all). */
  content: string;
  excerpt: string;
  status: 'published' | 'draft' | 'scheduled';
  date: Date | null;
  category: SourceTerm | null;
  tags: SourceTerm[];
  authorName: string | null;
  featuredImage: string | null;
  /** Old addresses of the post (full URLs or paths). */
  oldUrls: string[];
}

export interface ParsedExport {
  source: ImportSource;
  /** The old site's address when the export names it. */
  siteUrl: string | null;
  posts: SourcePost[];
  /** Old archive addresses of categories and tags: `/category/x/` → the category's slug. */
  termUrls: { url: string; kind: 'category' | 'tag'; term: SourceTerm }[];
  /** Items the importer does not bring (pages, comments, menus...), counted by kind. */
  skipped: Record<string, number>;
  /** WordPress attachment ids → URLs ([gallery ids="..."] names images by id). */
  attachments?: Map<string, string>;
}

export interface ImportReport {
  source: ImportSource;
  dryRun: boolean;
  posts: number;
  /** Already imported by an earlier run of this file: left as they are. */
  alreadyImported: number;
  created: number;
  byStatus: { published: number; draft: number; scheduled: number };
  categories: { existing: number; created: number };
  tags: { existing: number; created: number };
  authors: { existing: number; created: number };
  /** Slugs taken on this site or twice in the file, and what they become. */
  renamed: { title: string; from: string; to: string }[];
  /** Shortcodes and markup turned into HTML (caption, gallery) or left and reported. */
  converted: Record<string, number>;
  unsupported: Record<string, number>;
  skipped: Record<string, number>;
  languages: { en: number; id: number };
  images: { found: number; imported: number; failed: { url: string; reason: string }[] };
  redirects: number;
  /** Posts that could not be imported, with why. */
  problems: { title: string; message: string }[];
}
