import { Router } from 'express';
import type { Services } from '../../services';
import { unauthenticated } from '../../errors';
import type { SessionUser } from './access';
import { endSession, startSession } from './session';

/** The spec's user object, with the role beside isAdmin (issue 29). */
export const userView = (u: SessionUser) => ({
  id: u.id,
  username: u.username,
  isAdmin: u.isAdmin,
  role: u.role ?? (u.isAdmin ? 'ADMIN' : 'WRITER'),
  ...(u.twoStepSetupRequired ? { twoStepSetupRequired: true } : {}),
});

export function authRoutes({ auth }: Services): Router {
  const router = Router();
  router.get('/user', async (req, res) => {
    const user = req.session?.user ? await auth.currentUser(req.session.user) : null;
    if (!user) throw unauthenticated();
    res.json(userView(user));
  });

  // The throttle keys on the username and req.ip, never on the path, so /API/Login/ counts the same.
  // With two-step sign-in on, the password answers {twoStepRequired, challenge} and no session.
  router.post('/login', async (req, res) => {
    const outcome = await auth.login(req.body, req.ip);
    if (!outcome.user) {
      res.json({ twoStepRequired: true, challenge: outcome.challenge });
      return;
    }
    await startSession(req, outcome.user);
    res.json(userView(outcome.user));
  });

  router.post('/login/two-step', async (req, res) => {
    const user = await auth.loginTwoStep(req.body);
    await startSession(req, user);
    res.json(userView(user));
  });

  router.post('/logout', async (req, res) => {
    await endSession(req, res);
    res.status(204).end();
  });
  return router;
}
