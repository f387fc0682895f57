import type { Request, RequestHandler, Response } from 'express';
import { hasSession, SESSION_COOKIE, sessionsWhereCookies } from './session';

/** Runs the wrapped middleware for a request; answers whether express-session itself ran, and that the request went on. */
function run(method: string, cookie?: string) {
  let ran = false;
  let wentOn = false;
  const sessions: RequestHandler = (_req, _res, next) => {
    ran = true;
    next();
  };
  const req = { method, headers: cookie === undefined ? {} : { cookie } } as Request;
  sessionsWhereCookies(sessions)(req, {} as Response, () => (wentOn = true));
  return { ran, wentOn };
}

test('a read without the session cookie skips express-session', () => {
  expect(run('GET')).toEqual({ ran: false, wentOn: true });
  expect(run('HEAD', 'lang=id; other=1')).toEqual({ ran: false, wentOn: true });
});

test('a read with the session cookie loads its session', () => {
  expect(run('GET', `lang=id; ${SESSION_COOKIE}=s%3Aabc.def`)).toEqual({ ran: true, wentOn: true });
  expect(run('HEAD', `${SESSION_COOKIE}=x`)).toEqual({ ran: true, wentOn: true });
});

test('a write goes through express-session with or without the cookie (a sign-in starts one)', () => {
  for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
    expect(run(method)).toEqual({ ran: true, wentOn: true });
    expect(run(method, `${SESSION_COOKIE}=x`)).toEqual({ ran: true, wentOn: true });
  }
});

test('hasSession reads the cookie header by the session cookie name only', () => {
  const req = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as Request;
  expect(hasSession(req())).toBe(false);
  expect(hasSession(req('tumbuh.lang=id'))).toBe(false);
  expect(hasSession(req(`${SESSION_COOKIE}=abc`))).toBe(true);
});
