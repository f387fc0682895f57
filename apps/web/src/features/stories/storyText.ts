import type { StoryCardFieldsFragment } from '../../generated/graphql';

/** The story's paragraphs (blank lines split them; single line breaks stay inside one). Text only: React escapes it and nothing becomes a link. */
export const storyParagraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The start of a story for cards and the head's description. */
export function storyExcerpt(body: string, max = 180): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/** The photo's width variants as a srcset (issue 17's variants). */
export function photoImage(photo: StoryCardFieldsFragment['photo']) {
  if (!photo) return null;
  const widths = photo.variants.filter((v) => v.kind === 'w');
  return { width: photo.width, height: photo.height, srcset: widths.length ? widths.map((v) => `${v.url} ${v.width}w`).join(', ') : null };
}
