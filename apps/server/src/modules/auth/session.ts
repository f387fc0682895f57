/** Starting and ending a signed-in session; shared by the REST routes and the GraphQL resolver. */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { SessionUser } from './access';

/** The session cookie's name (set in http/app.ts). */
export const SESSION_COOKIE = 'tumbuh.sid';
/** Whether a request carries the session cookie (signed in, or was): without it there is no session to load. */
export const hasSession = (req: IncomingMessage) => (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

/**
 * The session middleware for the requests that can have or start a session. A read (GET, HEAD)
 * without the cookie has none to load, and only a sign-in (a POST) starts one, so express-session
 * is skipped for it: it made a session object, a random id and two hashes for every reader's page,
 * to throw them away. `req.session` is then undefined, as every reader of it allows
 * (`req.session?.user`; the calls that need a person are refused before they read more).
 */
export function sessionsWhereCookies(sessions: RequestHandler): RequestHandler {
  return (req, res, next) => ((req.method === 'GET' || req.method === 'HEAD') && !hasSession(req) ? next() : sessions(req, res, next));
}

/** connect-pg-simple's table. */
const SESSION_TABLE = 'session';

/** A new session id for the signed-in user: an id planted before sign-in is worthless (no fixation). */
export async function startSession(req: Request, user: SessionUser): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err?: Error) => (err ? reject(err) : resolve())));
  req.session.user = user;
  req.session.signedInAt = new Date().toISOString();
  req.session.userAgent = (req.get('user-agent') ?? '').slice(0, 200);
  await new Promise<void>((resolve, reject) => req.session.save((err?: Error) => (err ? reject(err) : resolve())));
}

/** Deletes the stored session and tells the browser to drop the cookie (fine when nobody is signed in). */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (req.session) await new Promise<void>((resolve, reject) => req.session.destroy((err?: Error) => (err ? reject(err) : resolve())));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
}

/** A session's public id: a hash of its id, so the list never hands out a usable session id. */
export const sessionPublicId = (sid: string) => crypto.createHash('sha256').update(`session:${sid}`).digest('hex').slice(0, 32);

export interface SessionInfo {
  id: string;
  current: boolean;
  signedInAt: string | null;
  expiresAt: Date;
  userAgent: string | null;
}

async function tableExists(db: DataSource): Promise<boolean> {
  const rows = await db.query<{ t: string | null }[]>(`SELECT to_regclass('public.${SESSION_TABLE}')::text AS t`);
  return !!rows[0]?.t;
}

/** Every live session of a person, newest first. */
export async function sessionsOf(db: DataSource, userId: number, currentSid?: string): Promise<SessionInfo[]> {
  if (!(await tableExists(db))) return [];
  const rows = await db.query<{ sid: string; sess: { signedInAt?: string; userAgent?: string }; expire: Date }[]>(
    `SELECT sid, sess, expire FROM "${SESSION_TABLE}" WHERE (sess->'user'->>'id') = $1 AND expire > now() ORDER BY sess->>'signedInAt' DESC NULLS LAST`,
    [String(userId)],
  );
  return rows.map((r) => ({ id: sessionPublicId(r.sid), current: r.sid === currentSid, signedInAt: r.sess.signedInAt ?? null, expiresAt: r.expire, userAgent: r.sess.userAgent || null }));
}

/** Ends every session of a person (but `keepSid`); answers how many ended. */
export async function endSessionsOf(db: DataSource | { query: DataSource['query'] }, userId: number, keepSid?: string): Promise<number> {
  if (!(await tableExists(db as DataSource))) return 0;
  const [, affected] = await db.query<[unknown, number]>(`DELETE FROM "${SESSION_TABLE}" WHERE (sess->'user'->>'id') = $1 AND sid IS DISTINCT FROM $2`, [
    String(userId),
    keepSid ?? null,
  ]);
  return Number(affected ?? 0);
}
