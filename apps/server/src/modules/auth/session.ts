/** Starting and ending a signed-in session; shared by the REST routes and the GraphQL resolver. */
import type { Request, Response } from 'express';
import type { SessionUser } from './access';

/** The session cookie's name (set in http/app.ts). */
export const SESSION_COOKIE = 'tumbuh.sid';

/** A new session id for the signed-in user: an id planted before sign-in is worthless (no fixation). */
export async function startSession(req: Request, user: SessionUser): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err?: Error) => (err ? reject(err) : resolve())));
  req.session.user = user;
  await new Promise<void>((resolve, reject) => req.session.save((err?: Error) => (err ? reject(err) : resolve())));
}

/** Deletes the stored session and tells the browser to drop the cookie (fine when nobody is signed in). */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (req.session) await new Promise<void>((resolve, reject) => req.session.destroy((err?: Error) => (err ? reject(err) : resolve())));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
}
