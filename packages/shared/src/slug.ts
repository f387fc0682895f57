/**
 * The slug rule of the tag and category dialogs: lowercase, runs of non-alphanumerics become a
 * single hyphen, edge hyphens trimmed. Accents are folded first so "Makanan Pendamping ASI" and
 * "Café" give readable slugs.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
