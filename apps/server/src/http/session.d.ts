import 'express-session';
import type { SessionUser } from '../modules/auth/access';

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    /** When this session signed in (ISO), and the browser it said it was (cut short): My account's session list. */
    signedInAt?: string;
    userAgent?: string;
  }
}
