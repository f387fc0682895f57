/**
 * Server rendering of the reader pages (issue 14): loads the web app's server bundle
 * (apps/web/dist-ssr/entry-server.cjs, built with the client) once, renders a page with the
 * GraphQL data fetched in-process, and fills the client's index.html with the page's HTML, its
 * critical CSS, its <head> and the Apollo cache the browser hydrates from.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageHead } from '@tumbuh/shared';
import type { Encoding } from '../../http/encoding';
import { withEntryLoader } from './entry-loader';
import { heroPreload } from './hero-preload';
import { pageHead, scriptJson } from './page-head';

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
}
export type Execute = (operation: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<GraphQLResult>;

export interface RenderOptions {
  /** Whether the request carries a session cookie: a page rendered without one tells the browser nobody is signed in. */
  signedIn: boolean;
  /**
   * The encoding to send the page in (encoding.ts's firstEncoding): a render thread compresses its
   * page in it (render-worker.ts). The in-process render leaves compression to the response cache.
   */
  encoding?: Encoding;
}

interface ServerBundle {
  render(url: string, options: { execute: Execute; origin: string; signedIn: boolean }): Promise<{ status: number; html: string; styles: string; head: PageHead; redirect?: string; state: unknown }>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The address the page has moved to: answered 301. */
  location?: string;
}

/**
 * A rendered page as the server sends it: a render thread's comes as its UTF-8 bytes
 * (render-pool.ts), compressed when `encoding` says so.
 */
export type PageAnswer = Omit<RenderedPage, 'html'> & { html: string | Buffer; encoding?: Encoding };

/** The id the client reads the Apollo cache from (apps/web/src/app/apollo.ts). */
const STATE_ID = '__APOLLO_STATE__';

/** The client's index.html split around what a render fills in. */
interface Template {
  beforeLang: string;
  beforeHead: string;
  beforeRoot: string;
  afterRoot: string;
}

function splitTemplate(indexHtml: string): Template {
  const page = indexHtml
    // The render writes its own title, description and link-preview tags.
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<meta property="og:[^>]*>/g, '')
    .replace(/\s*<!--[\s\S]*?-->/g, '')
    // A rendered page reads fine without JavaScript.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const html = withEntryLoader(page);
  const lang = html.indexOf('<html lang="en">');
  const head = html.indexOf('</head>');
  const root = html.indexOf('<div id="root"></div>');
  if (lang < 0 || head < 0 || root < 0) throw new Error('index.html lacks <html lang="en">, </head> or <div id="root"></div>');
  return {
    beforeLang: html.slice(0, lang),
    beforeHead: html.slice(lang + '<html lang="en">'.length, head),
    beforeRoot: html.slice(head, root),
    afterRoot: html.slice(root + '<div id="root"></div>'.length),
  };
}

/**
 * Renders run at most this many at a time per render thread (render-pool.ts), or per process when
 * it renders in its own thread; the others wait their turn. Between its passes a render waits for
 * its GraphQL on the main thread and for the database: with two at a time the render threads were
 * busy a quarter of the time under the long tail (10,000 articles, 32 readers, 2 cores), 112-133
 * pages/s; with four 144-194, with eight no more. Each one in flight holds its React tree and HTML
 * (a few MB), so 32 readers at once are not 32 renders.
 */
export const RENDERS_AT_ONCE = 4;

class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const bundleFileOf = (distDir: string) => path.join(distDir, '..', 'dist-ssr', 'entry-server.cjs');

export class PageRenderer {
  private readonly turns = new Turns(RENDERS_AT_ONCE);

  private constructor(
    private readonly bundle: ServerBundle,
    private readonly template: Template,
    private readonly publicUrl: string,
  ) {}

  /** Whether the client and its server bundle are built. */
  static built(distDir: string): boolean {
    return fs.existsSync(bundleFileOf(distDir)) && fs.existsSync(path.join(distDir, 'index.html'));
  }

  /** The renderer for a built client, or undefined when the client or its server bundle is not built. */
  static load(distDir: string, publicUrl: string): PageRenderer | undefined {
    if (!PageRenderer.built(distDir)) return undefined;
    const bundleFile = bundleFileOf(distDir);
    const indexFile = path.join(distDir, 'index.html');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const bundle = require(bundleFile) as ServerBundle;
    return new PageRenderer(bundle, splitTemplate(fs.readFileSync(indexFile, 'utf8')), publicUrl);
  }

  async render(url: string, execute: Execute, { signedIn }: RenderOptions): Promise<RenderedPage> {
    const page = await this.turns.run(() => this.bundle.render(url, { execute, origin: new URL(this.publicUrl).origin, signedIn }));
    const { pathname, search } = new URL(url, 'http://x');
    if (page.redirect) return { status: 301, html: '', location: `${page.redirect}${search}` };
    const lang = page.head.lang === 'id' || pathname === '/id' || pathname.startsWith('/id/') ? 'id' : 'en';
    const t = this.template;
    const html =
      `${t.beforeLang}<html lang="${lang}">${t.beforeHead}  ${pageHead(page.head, pathname, this.publicUrl)}${heroPreload(page.html)}\n    ${page.styles}\n  ` +
      `${t.beforeRoot}<div id="root">${page.html}</div><script type="application/json" id="${STATE_ID}">${scriptJson(page.state)}</script>${t.afterRoot}`;
    return { status: page.status, html };
  }
}

/** What a reader sees when a render fails: no stack, a way home. */
export const ERROR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Something went wrong · Tumbuh</title>
<style>body{font-family:system-ui,sans-serif;color:#1f2a27;background:#fbf8f3;display:grid;place-items:center;min-height:90vh;margin:0;padding:16px;text-align:center}a{color:#2f6f5e;font-weight:600}</style></head>
<body><main><h1>Something went wrong</h1><p>We could not show this page just now. Please try again in a moment.</p><p><a href="/">Go to Home</a></p></main></body></html>`;
