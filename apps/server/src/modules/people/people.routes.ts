/** REST of people, invitations, My account and password resets (issue 29); see docs/team-api.md. */
import { Router, type Request } from 'express';
import type { Services } from '../../services';
import { parseId } from '../../input';
import { requirePermission, requireSignedIn } from '../auth/require-admin';
import { userView } from '../auth/auth.routes';
import { startSession } from '../auth/session';

const me = (req: Request) => req.session.user!;

export function peopleRoutes({ people, account, passwordResets, auth }: Services): Router {
  const router = Router();
  const admin = requirePermission('MANAGE_PEOPLE');

  router.get('/people', admin, async (_req, res) => {
    res.json(await people.list());
  });
  router.get('/people/invitations', admin, async (_req, res) => {
    res.json(await people.invitations());
  });
  router.post('/people/invitations', admin, async (req, res) => {
    res.status(201).json(await people.invite(req.body, me(req)));
  });
  router.delete('/people/invitations/:id', admin, async (req, res) => {
    await people.revokeInvitation(parseId(req.params.id), me(req));
    res.status(204).end();
  });
  router.get('/people/settings', admin, async (_req, res) => {
    res.json(await people.securitySettings());
  });
  router.put('/people/settings', admin, async (req, res) => {
    res.json(await people.updateSecuritySettings(req.body, me(req)));
  });
  router.patch('/people/:id', admin, async (req, res) => {
    const body = (req.body ?? {}) as { role?: unknown };
    res.json(await people.changeRole(parseId(req.params.id), body.role, me(req)));
  });
  router.post('/people/:id/deactivate', admin, async (req, res) => {
    res.json(await people.deactivate(parseId(req.params.id), me(req)));
  });
  router.post('/people/:id/reactivate', admin, async (req, res) => {
    res.json(await people.reactivate(parseId(req.params.id), me(req)));
  });

  // The invitee's side: the token is the key (never in the path, so it stays out of access logs).
  router.post('/invitations/lookup', async (req, res) => {
    res.json(await people.invitationInfo((req.body as { token?: unknown } | undefined)?.token));
  });
  router.post('/invitations/accept', async (req, res) => {
    const user = await people.acceptInvitation(req.body);
    await startSession(req, user);
    res.status(201).json(userView(user));
  });

  router.post('/password/forgot', async (req, res) => {
    res.status(202).json({ message: await passwordResets.forgot(req.body) });
  });
  router.post('/password/reset', async (req, res) => {
    await passwordResets.reset(req.body);
    res.json({ message: 'Your password is changed. Sign in with the new one.' });
  });

  router.get('/account', requireSignedIn, async (req, res) => {
    res.json(await account.get(me(req)));
  });
  router.patch('/account', requireSignedIn, async (req, res) => {
    res.json(await account.update(me(req), req.body));
  });
  router.post('/account/password', requireSignedIn, async (req, res) => {
    await account.changePassword(me(req), req.body, req.sessionID);
    res.status(204).end();
  });
  router.post('/account/two-step/setup', requireSignedIn, async (req, res) => {
    res.json(await account.startTwoStep(me(req)));
  });
  router.post('/account/two-step/confirm', requireSignedIn, async (req, res) => {
    const recoveryCodes = await account.confirmTwoStep(me(req), req.body);
    req.session.user = (await auth.currentUser(me(req))) ?? me(req);
    res.json({ recoveryCodes });
  });
  router.post('/account/two-step/recovery-codes', requireSignedIn, async (req, res) => {
    res.json({ recoveryCodes: await account.regenerateRecoveryCodes(me(req), req.body) });
  });
  router.post('/account/two-step/disable', requireSignedIn, async (req, res) => {
    await account.disableTwoStep(me(req), req.body);
    req.session.user = (await auth.currentUser(me(req))) ?? me(req);
    res.status(204).end();
  });
  router.get('/account/sessions', requireSignedIn, async (req, res) => {
    res.json(await account.sessions(me(req), req.sessionID));
  });
  router.post('/account/sessions/sign-out-others', requireSignedIn, async (req, res) => {
    res.json({ ended: await account.signOutOthers(me(req), req.sessionID) });
  });
  router.delete('/account/sessions/:id', requireSignedIn, async (req, res) => {
    await account.signOutSession(me(req), req.params.id, req.sessionID);
    res.status(204).end();
  });
  return router;
}
