import { Router } from 'express';
import type { Services } from '../../services';
import { unauthenticated } from '../../errors';
import { endSession, startSession } from './session';

export function authRoutes({ auth }: Services): Router {
  const router = Router();
  router.get('/user', async (req, res) => {
    const user = req.session?.user ? await auth.currentUser(req.session.user) : null;
    if (!user) throw unauthenticated();
    res.json(user);
  });

  // The throttle keys on the username and req.ip, never on the path, so /API/Login/ counts the same.
  router.post('/login', async (req, res) => {
    const user = await auth.login(req.body, req.ip);
    await startSession(req, user);
    res.json(user);
  });

  router.post('/logout', async (req, res) => {
    await endSession(req, res);
    res.status(204).end();
  });
  return router;
}
