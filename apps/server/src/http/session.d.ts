import 'express-session';
import type { SessionUser } from '../modules/auth/access';

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
  }
}
