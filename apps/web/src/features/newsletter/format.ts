/** Words and colours of the newsletter admin. */
import { languageName } from '@tumbuh/shared';
import type { AdminTextKey } from '../../i18n/admin';

export type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

/** Each status's label is its key in the admin catalogue. */
export const ISSUE_STATUS: Record<string, { label: AdminTextKey; color: ChipColor }> = {
  sending: { label: 'status.sending', color: 'info' },
  sent: { label: 'status.sent', color: 'success' },
  skipped: { label: 'status.skipped', color: 'default' },
};

export const DELIVERY_STATUS: Record<string, { label: AdminTextKey; color: ChipColor }> = {
  pending: { label: 'status.pending', color: 'default' },
  sending: { label: 'status.sending', color: 'info' },
  sent: { label: 'status.sent', color: 'success' },
  failed: { label: 'status.failed', color: 'error' },
  skipped: { label: 'status.skipped', color: 'warning' },
};

export const SUBSCRIBER_STATUS: Record<string, { label: AdminTextKey; color: ChipColor }> = {
  active: { label: 'status.active', color: 'success' },
  pending: { label: 'status.pending', color: 'warning' },
  unsubscribed: { label: 'status.unsubscribed', color: 'default' },
};

const SKIP_REASONS: Record<string, AdminTextKey> = { 'nothing new': 'newsletter.reasonNothingNew', 'no subscribers': 'newsletter.reasonNoSubscribers' };

/**
 * "English: 12 recipients; Indonesian: nothing new" after 'Send now'; in the admin's language with
 * its `t` and language names (the server's skip reasons it knows are translated).
 */
export function sendNowSummary(
  result: { issues: { language: string; total: number }[]; skipped: { language: string; reason: string }[] },
  texts?: { t: (key: AdminTextKey, values?: Record<string, number>) => string; languageName: (code: string) => string },
): string {
  const name = texts?.languageName ?? languageName;
  const parts = [
    ...result.issues.map((i) => `${name(i.language)}: ${texts ? texts.t('newsletter.recipients', { count: i.total }) : `${i.total} ${i.total === 1 ? 'recipient' : 'recipients'}`}`),
    ...result.skipped.map((s) => `${name(s.language)}: ${texts && SKIP_REASONS[s.reason] ? texts.t(SKIP_REASONS[s.reason]) : s.reason}`),
  ];
  return parts.join('; ');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
