/**
 * How a server-rendered page loads the client (issue 14): the page's text is in the HTML, so the
 * reader's phone spends its first bytes on it, not on the JavaScript. The entry script is requested
 * once the text is on the screen (the browser's first-contentful-paint entry; a second after the
 * HTML is parsed at the latest, for a tab opened in the background or a browser without paint
 * timing), instead of competing with the text and the hero image from the <head>. /auth and /admin, which have no server HTML, keep the plain module script of index.html.
 *
 * The loader is one constant inline script; the Content-Security-Policy allows exactly it by hash
 * (http/security.ts) and still no other inline script.
 */
import { createHash } from 'node:crypto';

export const ENTRY_LOADER =
  "(function(){var s=document.currentScript,src=s&&s.getAttribute('data-entry'),done=false;" +
  "function load(){if(done)return;done=true;var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=src;document.head.appendChild(m)}" +
  "try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(load,0)}).observe({type:'paint',buffered:true})}catch(e){}" +
  'function fallback(){setTimeout(load,1000)}' +
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',fallback);else fallback()})()";

/** The loader's CSP source expression. */
export const ENTRY_LOADER_CSP = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The build's preloads of the entry's own imports (its runtime chunk): they would be fetched before the text. */
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * index.html with its entry module script swapped for the loader and without module preloads (the
 * entry asks for its imports itself once the loader has loaded it); unchanged if it has no entry.
 */
export function withEntryLoader(indexHtml: string): string {
  if (!ENTRY_SCRIPT.test(indexHtml)) return indexHtml;
  return indexHtml.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, (_, src: string) => `<script data-entry="${src}">${ENTRY_LOADER}</script>`);
}
