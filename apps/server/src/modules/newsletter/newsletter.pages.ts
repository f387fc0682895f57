/**
 * The small server-rendered pages behind the emailed links: no script (CSP script-src 'self'), no
 * client bundle, in the subscriber's language. They are public and answer POSTs from mail
 * providers (RFC 8058 one-click), so they live outside /api and its same-origin check: the signed
 * token in the URL is what authorises the change.
 */
import express, { Router, type Request, type Response } from 'express';
import { localizedPath } from '@tumbuh/shared';
import type { Services } from '../../services';
import { escapeHtml } from './newsletter.render';
import type { PageState } from './subscription-mail';
import { PAGE_TEXTS } from './newsletter.texts';
import { UNSUBSCRIBE_REASONS } from '../insight/insight.entities';
import { CLEAR_AGE_PATH, CONFIRM_PATH, UNSUBSCRIBE_PATH } from './newsletter.paths';

function tokenOf(req: Request): unknown {
  const fromQuery = req.query.token;
  if (fromQuery !== undefined) return fromQuery;
  return (req.body as Record<string, unknown> | undefined)?.token;
}

export function renderPage(state: PageState, action?: string): { title: string; html: string } {
  const t = PAGE_TEXTS[state.language];
  const email = state.email ?? '';
  let title: string;
  let message: string;
  let button: string | undefined;
  let resubscribe = false;
  switch (state.kind) {
    case 'unsubscribe-confirm':
      [title, message, button] = [t.unsubscribeTitle, t.unsubscribeQuestion(email), t.unsubscribeButton];
      break;
    case 'unsubscribed':
      [title, message, resubscribe] = [t.unsubscribedTitle, t.unsubscribedBody(email), true];
      break;
    case 'already-unsubscribed':
      [title, message, resubscribe] = [t.unsubscribedTitle, t.alreadyUnsubscribed(email), true];
      break;
    case 'not-on-list':
      [title, message] = [t.unsubscribedTitle, t.notOnList];
      break;
    case 'invalid-unsubscribe':
      [title, message] = [t.invalidTitle, t.invalidUnsubscribe];
      break;
    case 'test-link':
      [title, message] = [t.unsubscribeTitle, t.testLink];
      break;
    case 'confirm-ask':
      [title, message, button] = [t.confirmTitle, t.confirmQuestion(email), t.confirmButton];
      break;
    case 'confirmed':
      [title, message] = [t.confirmedTitle, t.confirmedBody(email)];
      break;
    case 'already-confirmed':
      [title, message] = [t.confirmedTitle, t.alreadyConfirmed(email)];
      break;
    case 'invalid-confirm':
      [title, message] = [t.invalidTitle, t.invalidConfirm];
      break;
    case 'expired-confirm':
      [title, message, resubscribe] = [t.expiredTitle, t.expiredBody, true];
      break;
    case 'clear-age-ask':
      [title, message, button] = [t.clearAgeTitle, t.clearAgeQuestion(email), t.clearAgeButton];
      break;
    case 'age-cleared':
      [title, message] = [t.ageClearedTitle, t.ageClearedBody(email)];
      break;
    case 'invalid-clear-age':
      [title, message] = [t.invalidTitle, t.invalidClearAge];
      break;
  }
  // Leaving, a subscriber may give one reason (optional, issue 31): counted, never tied to the address.
  const reasons =
    state.kind === 'unsubscribe-confirm'
      ? `<fieldset><legend>${escapeHtml(t.reasonLegend)}</legend>${UNSUBSCRIBE_REASONS.map(
          (r) => `<label><input type="radio" name="reason" value="${r}"> ${escapeHtml(t.reasons[r])}</label>`,
        ).join('')}</fieldset>`
      : '';
  const form =
    button && action
      ? `<form method="post" action="${escapeHtml(action)}">${reasons}<button type="submit">${escapeHtml(button)}</button></form>`
      : '';
  // Links lead to the reader site in the subscriber's language (/id for Indonesian, issue 15).
  const home = localizedPath('/', state.language);
  const links = [resubscribe ? `<a href="${localizedPath('/subscribe', state.language)}">${escapeHtml(t.resubscribe)}</a>` : '', `<a href="${home}">${escapeHtml(t.home)}</a>`]
    .filter(Boolean)
    .join(' · ');
  const html = `<!DOCTYPE html>
<html lang="${state.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Tumbuh</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #f4f1ec; color: #2d2a26;
         font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
  main { box-sizing: border-box; width: min(480px, calc(100% - 32px)); margin: 24px 0; padding: 32px; background: #fff; border-radius: 12px;
         box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .brand { color: #2e7d5b; font-weight: 700; font-size: 22px; text-decoration: none; }
  h1 { font-size: 22px; margin: 20px 0 8px; }
  p { margin: 0 0 16px; overflow-wrap: anywhere; }
  button { font: inherit; font-weight: 600; color: #fff; background: #2e7d5b; border: 0; border-radius: 8px; padding: 12px 22px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f2b33d; outline-offset: 2px; }
  a { color: #2e7d5b; }
  .links { margin-top: 24px; font-size: 14px; }
  fieldset { border: 0; margin: 0 0 16px; padding: 0; }
  legend { font-weight: 600; margin-bottom: 6px; }
  label { display: block; padding: 4px 0; }
</style>
</head>
<body>
<main>
<a class="brand" href="${home}">Tumbuh</a>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${form}
<p class="links">${links}</p>
</main>
</body>
</html>
`;
  return { title, html };
}

function send(res: Response, state: PageState, action?: string) {
  res
    .status(state.status)
    .set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' })
    .type('html')
    .send(renderPage(state, action).html);
}

/** Same URL as the link, so the token (and the issue of an unsubscribe link) travels in the query string of the POST too. */
const actionFor = (path: string, token: unknown, issue?: unknown) =>
  typeof token === 'string' ? `${path}?token=${encodeURIComponent(token)}${typeof issue === 'string' && /^\d{1,10}$/.test(issue) ? `&issue=${issue}` : ''}` : undefined;

export function newsletterPages({ newsletter }: Services): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });
  router.get(UNSUBSCRIBE_PATH, async (req, res) => {
    const token = tokenOf(req);
    send(res, await newsletter.unsubscribePage(token), actionFor(UNSUBSCRIBE_PATH, token, req.query.issue));
  });
  // The page's button, and RFC 8058 one-click (body "List-Unsubscribe=One-Click", sent by the mail provider).
  router.post(UNSUBSCRIBE_PATH, form, async (req, res) => {
    const reason = (req.body as Record<string, unknown> | undefined)?.reason;
    send(res, await newsletter.unsubscribe(tokenOf(req), { issue: req.query.issue, reason }));
  });
  router.get(CONFIRM_PATH, async (req, res) => {
    const token = tokenOf(req);
    send(res, await newsletter.confirmPage(token), actionFor(CONFIRM_PATH, token));
  });
  router.post(CONFIRM_PATH, form, async (req, res) => {
    send(res, await newsletter.confirm(tokenOf(req)));
  });
  router.get(CLEAR_AGE_PATH, async (req, res) => {
    const token = tokenOf(req);
    send(res, await newsletter.clearAgePage(token), actionFor(CLEAR_AGE_PATH, token));
  });
  router.post(CLEAR_AGE_PATH, form, async (req, res) => {
    send(res, await newsletter.clearAge(tokenOf(req)));
  });
  return router;
}
