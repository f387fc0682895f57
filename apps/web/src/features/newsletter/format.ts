/** Words and colours of the newsletter admin. */
import { languageName } from '@tumbuh/shared';

export type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

export const ISSUE_STATUS: Record<string, { label: string; color: ChipColor }> = {
  sending: { label: 'Sending', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  skipped: { label: 'Skipped', color: 'default' },
};

export const DELIVERY_STATUS: Record<string, { label: string; color: ChipColor }> = {
  pending: { label: 'Pending', color: 'default' },
  sending: { label: 'Sending', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  skipped: { label: 'Skipped', color: 'warning' },
};

export const SUBSCRIBER_STATUS: Record<string, { label: string; color: ChipColor }> = {
  active: { label: 'Active', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  unsubscribed: { label: 'Unsubscribed', color: 'default' },
};

/** "English: 12 recipients; Indonesian: nothing new" after 'Send now'. */
export function sendNowSummary(result: { issues: { language: string; total: number }[]; skipped: { language: string; reason: string }[] }): string {
  const parts = [
    ...result.issues.map((i) => `${languageName(i.language)}: ${i.total} ${i.total === 1 ? 'recipient' : 'recipients'}`),
    ...result.skipped.map((s) => `${languageName(s.language)}: ${s.reason}`),
  ];
  return parts.join('; ');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
