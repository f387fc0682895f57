/**
 * How a server-rendered page loads the client (issue 14): the page's text is in the HTML, so the
 * reader's phone spends its first bytes on it, not on the JavaScript. The entry script is requested
 * once the text is on the screen (the browser's first-contentful-paint entry; a second after the
 * HTML is parsed at the latest, for a tab opened in the background or a browser without paint
 * timing), instead of competing with the text and the hero image from the <head>. Then, in the
 * same task, the files the entry loads next (its imports and its start-up steps, main.tsx) are
 * preloaded, so that they download together while the entry runs its steps one after another.
 * /auth and /admin, which have no server HTML, keep the plain module script and preloads of index.html.
 *
 * The loader is one constant inline script; the Content-Security-Policy allows exactly it by hash
 * (http/security.ts) and still no other inline script.
 */
import { createHash } from 'node:crypto';

export const ENTRY_LOADER =
  "(function(){var s=document.currentScript,src=s&&s.getAttribute('data-entry'),pre=((s&&s.getAttribute('data-preload'))||'').split(' '),done=false;" +
  "function add(e,a,v){e[a]=v;e.crossOrigin='';return e}" +
  "function load(){if(done)return;done=true;var h=document.head;h.appendChild(add(add(document.createElement('script'),'type','module'),'src',src));" +
  // A preload written `lang:file` (a language's catalogue) is for pages in that language only: the
  // language of the address (Indonesian under /id), as the client's frame has it (i18n/index.tsx, main.tsx).
  "var lang=/^\\/id(\\/|$)/.test(location.pathname)?'id':'en';" +
  "pre.forEach(function(p){var m=/^([a-z]+):(.+)$/.exec(p);if(m){if(m[1]!==lang)return;p=m[2]}" +
  "if(p)h.appendChild(add(add(document.createElement('link'),'rel','modulepreload'),'href',p))})}" +
  "try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(load,0)}).observe({type:'paint',buffered:true})}catch(e){}" +
  'function fallback(){setTimeout(load,1000)}' +
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',fallback);else fallback()})()";

/** The loader's CSP source expression. */
export const ENTRY_LOADER_CSP = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The build's preloads of the entry's imports and start-up steps: from the <head>, they would be
 * fetched before the text. One marked `data-lang` (a catalogue: vite.config.ts) is for pages in that language.
 */
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*?href="([^"]+)"([^>]*)>/g;
const PRELOAD_LANGUAGE = /\bdata-lang="([a-z]+)"/;

/**
 * index.html with its entry module script swapped for the loader, and its module preloads handed to
 * the loader (`data-preload`) instead of the <head>; unchanged if it has no entry.
 */
export function withEntryLoader(indexHtml: string): string {
  if (!ENTRY_SCRIPT.test(indexHtml)) return indexHtml;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map(([, href, rest]) => {
    const language = PRELOAD_LANGUAGE.exec(rest)?.[1];
    return language ? `${language}:${href}` : href;
  });
  const preloadAttribute = preloads.length ? ` data-preload="${preloads.join(' ')}"` : '';
  return indexHtml.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, (_, src: string) => `<script data-entry="${src}"${preloadAttribute}>${ENTRY_LOADER}</script>`);
}
