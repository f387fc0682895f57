/** Issue 19: every interface text of the age pages in one place, so it moves into the i18n catalogue as is. */
export const AGE_TEXTS = {
  notFoundTitle: 'Age Group Not Found',
  empty: 'There are currently no articles for this age yet. Please check back later.',
  intro: (name: string) => `Articles for parents of children aged ${name}.`,
} as const;
