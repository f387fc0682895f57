/**
 * Community stories (issue 30): the rules of the "Share your story" form, run by the form and by
 * the server, with their messages in the reader's two languages, and the stories' addresses.
 */
import type { LanguageCode } from './constants';
import { localizedPath } from './reader-paths';
import { validateEmail } from './validation';

export const STORY_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  bodyMin: 200,
  bodyMax: 5000,
  nameMax: 60,
  emailMax: 254,
  /** Stories per page on /stories. */
  pageSize: 12,
} as const;

/** The states of a submission: confirmed by email (WAITING) before an editor sees it. */
export const STORY_STATES = ['PENDING_CONFIRMATION', 'WAITING', 'APPROVED', 'REJECTED', 'SPAM'] as const;
export type StoryState = (typeof STORY_STATES)[number];
export const isStoryState = (v: unknown): v is StoryState => typeof v === 'string' && (STORY_STATES as readonly string[]).includes(v);

/** The hidden field a person never fills in (a bot filling every field does). */
export const STORY_HONEYPOT = 'website';

const L = STORY_LIMITS;
export const STORY_MESSAGES = {
  en: {
    titleRequired: 'Please give your story a title.',
    titleLength: `The title must be ${L.titleMin} to ${L.titleMax} characters long.`,
    bodyRequired: 'Please write your story.',
    bodyTooShort: (n: number) => `Your story needs at least ${L.bodyMin} characters (now ${n}).`,
    bodyTooLong: (n: number) => `Your story can have at most ${L.bodyMax.toLocaleString('en')} characters (now ${n.toLocaleString('en')}).`,
    nameTooLong: `The name can have at most ${L.nameMax} characters.`,
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    consentRequired: 'Please tick the box to let Tumbuh edit and publish your story.',
    languageInvalid: 'Please choose English or Indonesian.',
    ageGroupInvalid: "Please choose one of the listed ages, or leave the child's age empty.",
    noHtml: 'Please write plain text, without HTML tags.',
    badCharacters: 'This field contains characters that cannot be saved.',
    photoType: 'The photo must be a JPEG, PNG, GIF or WebP image.',
    photoTooLarge: 'The photo can be at most 5 MB.',
  },
  id: {
    titleRequired: 'Beri judul untuk cerita Anda.',
    titleLength: `Judul harus ${L.titleMin} sampai ${L.titleMax} karakter.`,
    bodyRequired: 'Tulis cerita Anda.',
    bodyTooShort: (n: number) => `Cerita Anda perlu minimal ${L.bodyMin} karakter (sekarang ${n}).`,
    bodyTooLong: (n: number) => `Cerita Anda maksimal ${L.bodyMax.toLocaleString('id')} karakter (sekarang ${n.toLocaleString('id')}).`,
    nameTooLong: `Nama maksimal ${L.nameMax} karakter.`,
    emailRequired: 'Masukkan alamat email Anda.',
    emailInvalid: 'Masukkan alamat email yang valid.',
    consentRequired: 'Centang kotak ini agar Tumbuh boleh menyunting dan menerbitkan cerita Anda.',
    languageInvalid: 'Pilih bahasa Inggris atau Indonesia.',
    ageGroupInvalid: 'Pilih salah satu usia yang tersedia, atau kosongkan usia anak.',
    noHtml: 'Tulis teks biasa, tanpa tag HTML.',
    badCharacters: 'Isian ini berisi karakter yang tidak bisa disimpan.',
    photoType: 'Foto harus berupa gambar JPEG, PNG, GIF, atau WebP.',
    photoTooLarge: 'Ukuran foto maksimal 5 MB.',
  },
} as const;

export interface StoryFormValues {
  title?: unknown;
  body?: unknown;
  displayName?: unknown;
  email?: unknown;
  language?: unknown;
  consent?: unknown;
  ageGroup?: unknown;
}

/** A tag-like `<` (`<b`, `</p`, `<!--`, `<?`): plain text may still say "3 < 5". */
const HTML_TAG = /<\s*[a-zA-Z!/?]/;
export const containsHtml = (v: unknown): boolean => typeof v === 'string' && HTML_TAG.test(v);

const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** Characters as a reader counts them (an emoji is one). */
export const storyLength = (v: string): number => [...v.trim()].length;

/** A ticked checkbox: the form sends "on" (or "true"/"1"), JSON sends true. */
export function isConsentGiven(v: unknown): boolean {
  return v === true || v === 'on' || v === 'true' || v === '1' || v === 'yes';
}

/**
 * The field messages of a story submission in `lang` (empty when it may be stored). The age group
 * is only checked for shape here; the server checks that it exists.
 */
export function validateStory(values: StoryFormValues, lang: LanguageCode = 'en'): Record<string, string> {
  const m = STORY_MESSAGES[lang] ?? STORY_MESSAGES.en;
  const errors: Record<string, string> = {};
  const title = str(values.title).trim();
  if (!title) errors.title = m.titleRequired;
  else if ([...title].length < L.titleMin || [...title].length > L.titleMax) errors.title = m.titleLength;
  const body = str(values.body);
  const n = storyLength(body);
  if (!body.trim()) errors.body = m.bodyRequired;
  else if (n < L.bodyMin) errors.body = m.bodyTooShort(n);
  else if (n > L.bodyMax) errors.body = m.bodyTooLong(n);
  if ([...str(values.displayName).trim()].length > L.nameMax) errors.displayName = m.nameTooLong;
  const email = str(values.email).trim();
  if (!email) errors.email = m.emailRequired;
  else if (email.length > L.emailMax || validateEmail(email) !== undefined) errors.email = m.emailInvalid;
  if (values.language !== 'en' && values.language !== 'id') errors.language = m.languageInvalid;
  if (!isConsentGiven(values.consent)) errors.consent = m.consentRequired;
  for (const field of ['title', 'body', 'displayName', 'email', 'ageGroup'] as const) {
    if (containsHtml(values[field])) errors[field] = m.noHtml;
    // eslint-disable-next-line no-control-regex -- NUL and other control characters (tabs and line breaks aside) are refused
    else if (typeof values[field] === 'string' && /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(values[field])) errors[field] = m.badCharacters;
  }
  // A wrong type (a number, a list) is as bad as a wrong value.
  for (const field of ['title', 'body', 'displayName', 'email', 'ageGroup'] as const) {
    const v = values[field];
    if (v !== undefined && v !== null && typeof v !== 'string' && !errors[field]) errors[field] = field === 'email' ? m.emailInvalid : m.noHtml;
  }
  return errors;
}

/** /stories, /id/stories */
export const storiesPath = (language: LanguageCode = 'en'): string => localizedPath('/stories', language);
/** /stories/{slug}, /id/stories/{slug} */
export const storyPath = (slug: string, language: LanguageCode = 'en'): string => localizedPath(`/stories/${slug}`, language);
/** The form: /stories/new, /id/stories/new */
export const newStoryPath = (language: LanguageCode = 'en'): string => localizedPath('/stories/new', language);
