/**
 * Where mail goes: SMTP through nodemailer when SMTP_URL is set; otherwise .eml files under
 * DATA_DIR/outbox, so a default install works and nothing leaves the machine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type nodemailerModule from 'nodemailer';
import type { Config } from '../../config/env';

// nodemailer (about 13 MB in a process) is loaded by the first mail, not by every server process.
let nodemailerLib: typeof nodemailerModule | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nodemailer = () => (nodemailerLib ??= require('nodemailer') as typeof nodemailerModule);

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the mail is accepted (by the SMTP server, or written to the outbox). */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
  /** For log lines: "SMTP mail.example.org:587" or "outbox /data/outbox". */
  readonly description: string;
}

/** A permanent failure (SMTP 5xx, e.g. unknown recipient) is not retried; anything else is. */
export function isPermanentMailError(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
}

/** One line for the deliveries table and the admin: the server's reply, without credentials. */
export function describeMailError(err: unknown): string {
  const e = err as { response?: string; message?: string; code?: string } | undefined;
  const text = (e?.response || e?.message || String(err)).replace(/\s+/g, ' ').trim();
  return (e?.code && !text.includes(e.code) ? `${e.code}: ${text}` : text).slice(0, 500);
}

export function createMailTransport(config: Config): MailTransport {
  const { smtpUrl, mailFrom } = config.newsletter;
  if (smtpUrl) return smtpTransport(smtpUrl, mailFrom);
  return outboxTransport(path.join(config.dataDir, 'outbox'), mailFrom);
}

export function smtpTransport(url: string, from: string): MailTransport {
  const u = new URL(url);
  let pool: ReturnType<typeof createPool> | undefined;
  const createPool = () =>
    nodemailer().createTransport(
      {
        url,
        // One pooled connection set per process: an issue is sent in batches over kept-open connections.
        pool: true,
        maxConnections: 3,
        maxMessages: 100,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      },
      { from },
    );
  return {
    description: `SMTP ${u.hostname}:${u.port || (u.protocol === 'smtps:' ? 465 : 587)}`,
    async send(mail) {
      pool ??= createPool();
      const info = await pool.sendMail({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
      return { messageId: info.messageId };
    },
    close: () => pool?.close(),
  };
}

export function outboxTransport(dir: string, from: string): MailTransport {
  let transporter: ReturnType<typeof createTransporter> | undefined;
  const createTransporter = () => nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  return {
    description: `outbox ${dir}`,
    async send(mail) {
      transporter ??= createTransporter();
      const info = await transporter.sendMail({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
      await fs.promises.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const tmp = path.join(dir, `.${name}.tmp`);
      await fs.promises.writeFile(tmp, info.message as Buffer);
      await fs.promises.rename(tmp, path.join(dir, name));
      return { messageId: info.messageId };
    },
    close: () => transporter?.close(),
  };
}
