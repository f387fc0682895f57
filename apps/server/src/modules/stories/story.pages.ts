/**
 * The server's own story pages (issue 30), without script: the answer to the form posted without
 * JavaScript (/stories/new, /id/stories/new: thank-you, or the form again with its messages), and the
 * pages behind the emailed links (confirm, take down), which ask before they change anything.
 */
import express, { Router, type Request, type Response } from 'express';
import { STORY_HONEYPOT, STORY_LIMITS, localizedPath, newStoryPath, storiesPath, type LanguageCode } from '@tumbuh/shared';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { escapeHtml } from '../newsletter/newsletter.render';
import { readSubmission } from './story.routes';
import type { StoryLinkPage } from './story.service';
import { CONFIRM_PATH, STORY_TEXTS, TAKEDOWN_PATH } from './story.texts';

const STYLE = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: flex-start; justify-content: center; background: #f4f1ec; color: #2d2a26;
         font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
  main { box-sizing: border-box; width: min(640px, calc(100% - 32px)); margin: 24px 0; padding: 32px; background: #fff; border-radius: 12px;
         box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .brand { color: #2e7d5b; font-weight: 700; font-size: 22px; text-decoration: none; }
  h1 { font-size: 22px; margin: 20px 0 8px; }
  p { margin: 0 0 16px; overflow-wrap: anywhere; }
  button { font: inherit; font-weight: 600; color: #fff; background: #2e7d5b; border: 0; border-radius: 8px; padding: 12px 22px; cursor: pointer; }
  button:focus-visible, a:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible { outline: 3px solid #f2b33d; outline-offset: 2px; }
  a { color: #2e7d5b; }
  .links { margin-top: 24px; font-size: 14px; }
  label { display: block; font-weight: 600; margin: 16px 0 4px; }
  input[type=text], input[type=email], textarea, select { box-sizing: border-box; width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #bdb6ad; border-radius: 8px; }
  textarea { min-height: 240px; }
  .help { font-size: 14px; color: #6b6660; margin: 4px 0 0; }
  .error { color: #b3261e; font-size: 14px; margin: 4px 0 0; }
  .check { display: flex; gap: 8px; align-items: flex-start; font-weight: 400; }
  .hp { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
  .alert { background: #fdecea; color: #7a1c14; padding: 12px 16px; border-radius: 8px; }`;

function shell(language: LanguageCode, title: string, content: string): string {
  const t = STORY_TEXTS[language].pages;
  const home = localizedPath('/', language);
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Tumbuh</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="${home}">Tumbuh</a>
<h1>${escapeHtml(title)}</h1>
${content}
<p class="links"><a href="${storiesPath(language)}">${escapeHtml(t.stories)}</a> · <a href="${home}">${escapeHtml(t.home)}</a></p>
</main>
</body>
</html>
`;
}

function linkPage(state: StoryLinkPage, action?: string): string {
  const t = STORY_TEXTS[state.language].pages;
  const title = state.title ?? '';
  const parts: Record<StoryLinkPage['kind'], [string, string, string?]> = {
    'confirm-ask': [t.confirmTitle, t.confirmQuestion(title), STORY_TEXTS[state.language].confirmButton],
    confirmed: [t.confirmedTitle, t.confirmedBody],
    'already-confirmed': [t.confirmedTitle, t.alreadyConfirmed],
    'invalid-confirm': [t.invalidTitle, t.invalidConfirm],
    'expired-confirm': [t.expiredTitle, t.expiredBody],
    'takedown-ask': [t.takedownTitle, t.takedownQuestion(title), t.takedownButton],
    'taken-down': [t.takenDownTitle, t.takenDownBody],
    'invalid-takedown': [t.invalidTitle, t.invalidTakedown],
  };
  const [heading, message, button] = parts[state.kind];
  const form = button && action ? `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(button)}</button></form>` : '';
  return shell(state.language, heading, `<p>${escapeHtml(message)}</p>${form}`);
}

type AgeOption = { slug: string; name: string; nameId: string | null };

/** The form again, with what was typed and each field's message (the page without JavaScript). */
export function formPage(language: LanguageCode, ages: AgeOption[], values: Record<string, unknown>, errors: Record<string, string>, message?: string): string {
  const t = STORY_TEXTS[language];
  const f = t.form;
  const v = (k: string) => (typeof values[k] === 'string' ? escapeHtml(values[k]) : '');
  const err = (k: string) => (errors[k] ? `<p class="error" id="${k}-error">${escapeHtml(errors[k])}</p>` : '');
  const aria = (k: string) => (errors[k] ? ` aria-invalid="true" aria-describedby="${k}-error"` : '');
  const lang = values.language === 'id' || values.language === 'en' ? values.language : language;
  const options = ages
    .map((g) => `<option value="${escapeHtml(g.slug)}"${values.ageGroup === g.slug ? ' selected' : ''}>${escapeHtml((language === 'id' && g.nameId) || g.name)}</option>`)
    .join('');
  const consent = values.consent === 'on' || values.consent === true;
  return shell(
    language,
    t.pages.fixTitle,
    `<p class="alert" role="alert">${escapeHtml(message ?? t.pages.fixBody)}</p>
<form method="post" enctype="multipart/form-data" action="${newStoryPath(language)}" novalidate>
<div class="hp" aria-hidden="true"><label for="${STORY_HONEYPOT}">Website</label><input type="text" id="${STORY_HONEYPOT}" name="${STORY_HONEYPOT}" tabindex="-1" autocomplete="off"></div>
<label for="displayName">${escapeHtml(f.displayName)}</label><input type="text" id="displayName" name="displayName" maxlength="${STORY_LIMITS.nameMax}" value="${v('displayName')}"${aria('displayName')}>
<p class="help">${escapeHtml(f.displayNameHelp)}</p>${err('displayName')}
<label for="email">${escapeHtml(f.email)}</label><input type="email" id="email" name="email" required value="${v('email')}"${aria('email')}>
<p class="help">${escapeHtml(f.emailHelp)}</p>${err('email')}
<label for="ageGroup">${escapeHtml(f.ageGroup)}</label><select id="ageGroup" name="ageGroup"${aria('ageGroup')}><option value="">${escapeHtml(f.ageNone)}</option>${options}</select>${err('ageGroup')}
<label for="title">${escapeHtml(f.title)}</label><input type="text" id="title" name="title" required maxlength="${STORY_LIMITS.titleMax}" value="${v('title')}"${aria('title')}>${err('title')}
<label for="body">${escapeHtml(f.body)}</label><textarea id="body" name="body" required${aria('body')}>${v('body')}</textarea>${err('body')}
<label for="photo">${escapeHtml(f.photo)}</label><input type="file" id="photo" name="photo" accept="image/jpeg,image/png,image/gif,image/webp"${aria('photo')}>${err('photo')}
<label for="language">${escapeHtml(f.language)}</label><select id="language" name="language"${aria('language')}><option value="en"${lang === 'en' ? ' selected' : ''}>${escapeHtml(f.en)}</option><option value="id"${lang === 'id' ? ' selected' : ''}>${escapeHtml(f.id)}</option></select>${err('language')}
<label class="check"><input type="checkbox" name="consent"${consent ? ' checked' : ''}${aria('consent')}> ${escapeHtml(f.consent)}</label>${err('consent')}
<p style="margin-top:24px"><button type="submit">${escapeHtml(f.submit)}</button></p>
</form>`,
  );
}

function send(res: Response, status: number, html: string) {
  res.status(status).set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' }).type('html').send(html);
}

const tokenOf = (req: Request): unknown => req.query.token ?? (req.body as Record<string, unknown> | undefined)?.token;
const actionFor = (path: string, token: unknown) => (typeof token === 'string' ? `${path}?token=${encodeURIComponent(token)}` : undefined);

export function storyPages({ stories, db }: Services): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '64kb' });

  router.get(CONFIRM_PATH, async (req, res) => {
    const page = await stories.confirmPage(tokenOf(req));
    send(res, page.status, linkPage(page, actionFor(CONFIRM_PATH, tokenOf(req))));
  });
  router.post(CONFIRM_PATH, form, async (req, res) => {
    const page = await stories.confirm(tokenOf(req));
    send(res, page.status, linkPage(page));
  });
  router.get(TAKEDOWN_PATH, async (req, res) => {
    const page = await stories.takedownPage(tokenOf(req));
    send(res, page.status, linkPage(page, actionFor(TAKEDOWN_PATH, tokenOf(req))));
  });
  router.post(TAKEDOWN_PATH, form, async (req, res) => {
    const page = await stories.takedown(tokenOf(req));
    send(res, page.status, linkPage(page));
  });

  // The form's own address answers its post: a page either way, so it works without JavaScript.
  for (const language of ['en', 'id'] as const) {
    router.post(newStoryPath(language), form, async (req, res) => {
      let fields: Record<string, unknown> = {};
      try {
        const submission = await readSubmission(req, language);
        fields = submission.fields;
        await stories.submit(submission, req.ip, language);
        const t = STORY_TEXTS[language].pages;
        send(res, 200, shell(language, t.thanksTitle, `<p>${escapeHtml(t.thanksBody)}</p><p><a href="${storiesPath(language)}">${escapeHtml(t.stories)}</a></p>`));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const ages = await db.query<AgeOption[]>(`SELECT slug, name, "nameId" FROM age_groups ORDER BY "order", id`);
        const status = err.code === 'TOO_MANY_REQUESTS' ? 429 : err.code === 'SERVICE_UNAVAILABLE' ? 503 : 400;
        send(res, status, formPage(language, ages, fields, err.errors ?? {}, err.errors ? undefined : err.message));
      }
    });
  }
  return router;
}
