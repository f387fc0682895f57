/**
 * Test parts for the newsletter's integration tests: a real SMTP server (smtp-server on 127.0.0.1,
 * a free port) whose received mail is parsed with mailparser, and helpers to wait for things.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestServer } from './harness';
import type { MailTransport, OutgoingMail } from '../modules/newsletter/mail.transport';
import type { NewsletterOptions } from '../modules/newsletter/newsletter.core';
import { NewsletterService } from '../modules/newsletter/newsletter.service';
import { NewsletterWorker } from '../modules/newsletter/newsletter.worker';

export interface ReceivedMail {
  to: string;
  mail: ParsedMail;
  raw: string;
  at: number;
}

/** How the test server answers RCPT TO for an address on its n-th try (1-based): undefined accepts. */
export type RcptRule = (address: string, attempt: number) => { code: number; message: string } | undefined;

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Every RCPT TO, accepted or not, with its time. */
  readonly rcptLog: { address: string; at: number; accepted: boolean }[] = [];
  rule: RcptRule = () => undefined;
  private server: SMTPServer;
  private tries = new Map<string, number>();
  url = '';

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      hideSTARTTLS: true,
      logger: false,
      closeTimeout: 500,
      onRcptTo: (address, _session, callback) => {
        const email = address.address.toLowerCase();
        const attempt = (this.tries.get(email) ?? 0) + 1;
        this.tries.set(email, attempt);
        const refusal = this.rule(email, attempt);
        this.rcptLog.push({ address: email, at: Date.now(), accepted: !refusal });
        if (!refusal) return callback();
        const err = new Error(refusal.message) as Error & { responseCode: number };
        err.responseCode = refusal.code;
        callback(err);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then((mail) => {
            for (const rcpt of session.envelope.rcptTo) this.received.push({ to: rcpt.address.toLowerCase(), mail, raw: raw.toString('utf8'), at: Date.now() });
            callback();
          }, callback);
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = (this.server as unknown as { server: { address(): AddressInfo } }).server.address();
    this.url = `smtp://127.0.0.1:${port}`;
    return this.url;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(email: string): ReceivedMail[] {
    return this.received.filter((m) => m.to === email);
  }

  /** Waits until `count` mails to the address have arrived (and returns them). */
  async waitFor(email: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    await waitUntil(() => this.to(email).length >= count, timeoutMs, `${count} mail(s) to ${email}`);
    return this.to(email);
  }
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Options that make retries and leases take milliseconds instead of minutes. */
export const FAST: Partial<NewsletterOptions> = { retryBaseMs: 150, retryMaxMs: 2000, leaseSeconds: 2, maxAttempts: 3, confirmResendMs: 0 };

/** A second "process": its own service (own transport) and pg-boss worker on the same database. */
export async function startExtraWorker(
  server: TestServer,
  init: Partial<NewsletterOptions> & { transport?: MailTransport } = {},
): Promise<{ service: NewsletterService; worker: NewsletterWorker }> {
  const service = new NewsletterService(server.database.dataSource, server.config, { ...FAST, ...init });
  const worker = await new NewsletterWorker(service, {
    connectionString: server.database.url,
    config: server.config.newsletter,
    work: true,
    pollingIntervalSeconds: 0.5,
    mailRetry: { limit: 2, delaySeconds: 1 },
    sendRetryDelaySeconds: 0,
  }).start();
  return { service, worker };
}

/** Wraps a transport: counts what it sends, can slow down, and can hang for good ("killed" mid-send). */
export class ControlledTransport implements MailTransport {
  readonly sent: string[] = [];
  delayMs = 0;
  /** After this many messages every further send hangs and never completes (a process frozen or killed). */
  hangAfter = Infinity;
  readonly description = 'controlled';
  constructor(private readonly inner: MailTransport) {}

  private hung: ((err: Error) => void)[] = [];

  async send(mail: OutgoingMail) {
    if (this.sent.length >= this.hangAfter) return new Promise<never>((_resolve, reject) => this.hung.push(reject));
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    const info = await this.inner.send(mail);
    this.sent.push(mail.to);
    return info;
  }
  /** Ends the hung sends with an error (the test's clean-up; a killed process never gets here). */
  release() {
    for (const reject of this.hung.splice(0)) reject(new Error('connection lost'));
  }
  close() {
    this.inner.close();
  }
}

/** The .eml files written to DATA_DIR/outbox, parsed. */
export async function readOutbox(dataDir: string): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
}

/** The URL of the first link in an HTML string whose href starts with the prefix. */
export function linkIn(html: string, prefix: string): string {
  const m = new RegExp(`href="(${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^"]*)"`).exec(html);
  if (!m) throw new Error(`no link starting with ${prefix}`);
  return m[1].replace(/&amp;/g, '&');
}

/** One header of a raw message, unfolded (mailparser groups the List-* headers into one object). */
export function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * Where a newsletter's signed article link (issue 31: `<PUBLIC_URL>/r/<issue>/<article>?sig=`) leads:
 * follows it on the test server and answers the redirect's Location. Counts a click.
 */
export async function clickTarget(serverUrl: string, link: string): Promise<string | null> {
  const { pathname, search } = new URL(link);
  const res = await fetch(`${serverUrl}${pathname}${search}`, { redirect: 'manual' });
  return res.status === 302 ? res.headers.get('location') : null;
}

/** Every signed article link of a mail's text part, in order. */
export const clickLinksIn = (text: string, publicUrl: string): string[] =>
  [...text.matchAll(new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/r/\\d+/\\d+\\?sig=[A-Za-z0-9_-]+`, 'g'))].map((m) => m[0]);
