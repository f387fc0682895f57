/** The mails the app wrote to DATA_DIR/outbox (no SMTP_URL set): read, parsed, waited for. */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  // Finished mails only: the app writes each to a hidden `.….eml.tmp` first and renames it when done.
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && !f.startsWith('.')).sort();
  return Promise.all(
    files.map(async (f) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, f)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
      return { to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
    }),
  );
}

/** Waits (30 s at most) for a mail to `to` that matches, and answers it. */
export async function waitForMail(dataDir: string, to: string, match: (mail: OutboxMail) => boolean = () => true, ms = 30_000): Promise<OutboxMail> {
  const deadline = Date.now() + ms;
  for (;;) {
    const mail = (await readOutbox(dataDir)).find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && match(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link of the mail whose path starts with `pathPrefix` ('/auth/invite'), as a path with its query. */
export function linkIn(mail: OutboxMail, pathPrefix: string): string {
  const re = new RegExp(`https?://[^\\s"'<>]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`);
  const found = re.exec(mail.text) ?? re.exec(mail.html);
  if (!found) throw new Error(`no ${pathPrefix} link in the mail "${mail.subject}"`);
  const url = new URL(found[0].replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}
