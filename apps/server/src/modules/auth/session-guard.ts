import type { RequestHandler } from 'express';
import type { AuthService } from './auth.service';

/**
 * Every request of a signed-in session reads its person again (issue 29): a deactivated or removed
 * person's old cookie is refused at once (the session is deleted, the request goes on as
 * anonymous, so it gets the 401 of any admin call), and a changed role takes effect on the next
 * request. Anonymous requests (readers) cost nothing.
 */
export function sessionGuard(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    const user = req.session?.user;
    if (!user) return next();
    try {
      const fresh = await auth.currentUser(user);
      if (!fresh) {
        await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
        return next();
      }
      if (fresh.role !== user.role || fresh.isAdmin !== user.isAdmin || fresh.name !== user.name || !!fresh.twoStepSetupRequired !== !!user.twoStepSetupRequired) {
        req.session.user = fresh;
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
