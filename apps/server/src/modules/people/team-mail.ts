/**
 * The team's emails (issue 29): an invitation, a password reset, "an article waits for review". Sent
 * through the newsletter's mail transport (SMTP, or .eml files in DATA_DIR/outbox by default), at
 * once: these are single messages, not a campaign.
 */
import { escapeHtml } from '../newsletter/newsletter.render';
import type { MailTransport } from '../newsletter/mail.transport';

export interface TeamMail {
  to: string;
  subject: string;
  lines: string[];
  link?: { url: string; label: string };
}

export async function sendTeamMail(transport: MailTransport, mail: TeamMail): Promise<void> {
  const text = [...mail.lines, ...(mail.link ? ['', `${mail.link.label}: ${mail.link.url}`] : []), '', '— Tumbuh'].join('\n');
  const html =
    mail.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    (mail.link ? `<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p><p>${escapeHtml(mail.link.url)}</p>` : '') +
    '<p>— Tumbuh</p>';
  await transport.send({ to: mail.to, subject: mail.subject, text, html });
}
