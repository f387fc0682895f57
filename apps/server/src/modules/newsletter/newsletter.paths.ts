/** The addresses of the newsletter's own pages, reached from links in its emails (newsletter.pages.ts serves them). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const CONFIRM_PATH = '/newsletter/confirm';
