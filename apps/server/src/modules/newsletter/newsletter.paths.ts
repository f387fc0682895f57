/** The addresses of the newsletter's own pages, reached from links in its emails (newsletter.pages.ts serves them). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const CONFIRM_PATH = '/newsletter/confirm';
/** Forgets the child's birth month (issue 19). */
export const CLEAR_AGE_PATH = '/newsletter/child-age';
