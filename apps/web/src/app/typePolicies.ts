import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

/**
 * Root reads of one object by its slug (an article, a category, a tag, an age group) stay in the
 * cache after admin writes (features/admin/cache.ts forgets only lists, counts and pages), and
 * normalisation keeps them current, except when the write changed the slug itself: then the old
 * address must miss and ask the server (which answers 404, or the new address) instead of showing
 * the object under a slug it no longer has.
 */
const bySlug: FieldPolicy<Reference | null> = {
  read(existing, { args, readField }) {
    if (!existing || typeof args?.slug !== 'string') return existing;
    const slug = readField<string>('slug', existing);
    // A read that did not select the slug cannot tell: keep it.
    return slug === undefined || slug === args.slug ? existing : undefined;
  },
};

export const typePolicies: TypePolicies = {
  Query: { fields: { article: bySlug, category: bySlug, tag: bySlug, ageGroup: bySlug } },
};
