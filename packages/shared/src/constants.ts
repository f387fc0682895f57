/** Business constants and limits of docs/decisions.md#limits, in one place for client and server. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'id', name: 'Indonesian' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGE_CODES.includes(value);
}
export function languageName(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.name ?? code;
}

export const LIMITS = {
  editorsPicksOnHome: 6,
  recentInitialLimit: 4,
  loadMoreStep: 8,
  loadMoreDelayMs: 300,
  relatedArticles: 2,
  articlesPerPage: 8,
  /** Category, tag and age pages (issue 19): two columns beside the sidebar, six rows. */
  listingPerPage: 12,
  maxPagesWithoutEllipsis: 5,
  searchPollMs: 100,
  mobileBreakpointPx: 768,
  defaultReadTime: 5,
  minReadTime: 1,
  maxImageBytes: 5 * 1024 * 1024,
  copyConfirmationMs: 2000,
  toolUrlDisplayChars: 30,
  imageManagerListHeightPx: 300,
  toastDurationMs: 5000,
  searchPaletteMaxHeightPx: 300,
  /** REST `limit` parameters accept 1..100. */
  maxListLimit: 100,
} as const;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export const UPLOAD_TYPES = ['general', 'article-thumbnail', 'article-content', 'author', 'tool'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export function isUploadType(value: unknown): value is UploadType {
  return typeof value === 'string' && (UPLOAD_TYPES as readonly string[]).includes(value);
}

/** Formats a byte count as B, KB or MB with 2 decimals (docs/decisions.md#limits). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
