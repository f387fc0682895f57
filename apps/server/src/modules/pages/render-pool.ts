/**
 * Page renders on worker threads (issue 28): one `npm start` process uses every core for its
 * renders without a second copy of the whole server. Each thread loads the web app's server bundle
 * (render-worker.ts) and renders pages as PageRenderer does in-process; the GraphQL operations a
 * render reads are executed here, on the server's own schema and response cache, through the
 * thread's messages. A thread that dies fails its renders in flight and is replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Encoding } from '../../http/encoding';
import { PageRenderer, RENDERS_AT_ONCE, type Execute, type PageAnswer, type RenderedPage, type RenderOptions } from './page-renderer';

/** What the pool and a render thread say to each other. */
export type ToThread =
  | { kind: 'render'; id: number; url: string; options: RenderOptions }
  | { kind: 'executed'; id: number; call: number; result?: unknown; error?: string };
export type FromThread =
  | { kind: 'rendered'; id: number; page?: Omit<RenderedPage, 'html'> & { html: Uint8Array; encoding?: Encoding }; error?: string }
  | { kind: 'execute'; id: number; call: number; operation: Parameters<Execute>[0] };
export interface ThreadData {
  distDir: string;
  publicUrl: string;
}

export interface RenderPoolOptions extends ThreadData {
  threads: number;
  /** V8's old-generation limit of each thread in MB (0: V8's default). */
  heapMb: number;
  /** The thread's script (default: the compiled render-worker.js beside this file). */
  threadFile?: string;
}

interface Pending {
  execute: Execute;
  resolve(page: PageAnswer): void;
  reject(err: Error): void;
}

/** The thread's script: compiled JavaScript only (the TypeScript sources run renders in-process). */
const THREAD_FILE = path.join(__dirname, 'render-worker.js');

/** A thread that stops this soon after its start is restarted after a growing pause (at most 30 s). */
const QUICK_DEATH_MS = 5_000;

class RenderThread {
  readonly pending = new Map<number, Pending>();
  /** False while a stopped thread waits to be replaced: it is given no render. */
  alive = false;
  private worker!: Worker;
  private closed = false;
  private startedAt = 0;
  private quickDeaths = 0;
  private restart?: NodeJS.Timeout;

  constructor(private readonly options: RenderPoolOptions) {
    this.start();
  }

  private start() {
    const { distDir, publicUrl, heapMb } = this.options;
    this.alive = true;
    this.startedAt = Date.now();
    const worker = new Worker(this.options.threadFile ?? THREAD_FILE, {
      workerData: { distDir, publicUrl } satisfies ThreadData,
      resourceLimits: heapMb > 0 ? { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 8 } : undefined,
      stdout: false,
      stderr: false,
    });
    this.worker = worker;
    worker.on('message', (message: FromThread) => this.receive(message));
    worker.on('error', (err) => console.error(`Render thread failed: ${err.message}`));
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.alive = false;
      const lost = [...this.pending.values()];
      this.pending.clear();
      for (const p of lost) p.reject(new Error('The render thread stopped'));
      if (this.closed) return;
      // A thread that cannot even start (a broken bundle) is not restarted in a tight loop.
      this.quickDeaths = Date.now() - this.startedAt < QUICK_DEATH_MS ? this.quickDeaths + 1 : 0;
      this.restart = setTimeout(() => !this.closed && this.start(), Math.min(30_000, 1000 * this.quickDeaths));
      this.restart.unref();
    });
  }

  private receive(message: FromThread) {
    if (message.kind === 'rendered') {
      const p = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!p) return;
      const page = message.page;
      if (page) p.resolve({ ...page, html: Buffer.from(page.html.buffer, page.html.byteOffset, page.html.byteLength) });
      else p.reject(new Error(message.error ?? 'The render failed'));
    } else if (message.kind === 'execute') {
      const p = this.pending.get(message.id);
      const answer = (reply: Omit<Extract<ToThread, { kind: 'executed' }>, 'kind' | 'id' | 'call'>) => {
        try {
          this.worker.postMessage({ kind: 'executed', id: message.id, call: message.call, ...reply } satisfies ToThread);
        } catch (err) {
          // An answer that cannot be copied to the thread fails its operation, not the render's wait.
          this.worker.postMessage({ kind: 'executed', id: message.id, call: message.call, error: err instanceof Error ? err.message : String(err) } satisfies ToThread);
        }
      };
      if (!p) return answer({ error: 'The render is no longer waited for' });
      p.execute(message.operation).then(
        (result) => answer({ result }),
        (err: unknown) => answer({ error: err instanceof Error ? err.message : String(err) }),
      );
    }
  }

  render(id: number, url: string, execute: Execute, options: RenderOptions): Promise<PageAnswer> {
    return new Promise<PageAnswer>((resolve, reject) => {
      this.pending.set(id, { execute, resolve, reject });
      this.worker.postMessage({ kind: 'render', id, url, options } satisfies ToThread);
    });
  }

  async close() {
    this.closed = true;
    clearTimeout(this.restart);
    await this.worker.terminate();
  }
}

export class RenderPool {
  private readonly threads: RenderThread[];
  private readonly waiting: (() => void)[] = [];
  private nextId = 1;

  /** A pool of `options.threads` threads; undefined for none, or when the client or the compiled thread is not built. */
  static load(options: RenderPoolOptions): RenderPool | undefined {
    if (options.threads <= 0 || !fs.existsSync(options.threadFile ?? THREAD_FILE) || !PageRenderer.built(options.distDir)) return undefined;
    return new RenderPool(options);
  }

  private constructor(options: RenderPoolOptions) {
    this.threads = Array.from({ length: Math.max(1, options.threads) }, () => new RenderThread(options));
  }

  /** The least busy running thread with room for one more render, if any. */
  private free(): RenderThread | undefined {
    let best: RenderThread | undefined;
    for (const t of this.threads) if (t.alive && t.pending.size < RENDERS_AT_ONCE && (!best || t.pending.size < best.pending.size)) best = t;
    return best;
  }

  async render(url: string, execute: Execute, options: RenderOptions): Promise<PageAnswer> {
    let thread = this.free();
    while (!thread) {
      // With no thread running (each waits to be replaced), the reader gets the error page at once.
      if (!this.threads.some((t) => t.alive)) throw new Error('No render thread is running');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      thread = this.free();
    }
    try {
      return await thread.render(this.nextId++, url, execute, options);
    } finally {
      this.waiting.shift()?.();
    }
  }

  async close() {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
