import dayjs from 'dayjs';
import Papa from 'papaparse';

export interface SubscriberLike {
  email: string;
  subscribeDate: string;
  /** "YYYY-MM", when the subscriber gave it (issue 19). */
  childBirthMonth?: string | null;
}

/**
 * The subscribers export (docs/decisions.md#limits): columns Email and Subscription Date (yyyy-MM-dd),
 * then the child's birth month (yyyy-MM, empty when not given; issue 19).
 * papaparse quotes commas, quotes and line breaks, and escapeFormulae stops a value such as
 * "=HYPERLINK(...)" from running as a formula when the file is opened in a spreadsheet.
 */
export function subscribersCsv(subscribers: readonly SubscriberLike[]): string {
  return Papa.unparse(
    {
      fields: ['Email', 'Subscription Date', 'Child Birth Month'],
      data: subscribers.map((s) => [s.email, dayjs(s.subscribeDate).format('YYYY-MM-DD'), s.childBirthMonth ?? '']),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** subscribers_{yyyy-MM-dd}.csv, dated today. */
export function subscribersCsvFilename(now: Date = new Date()): string {
  return `subscribers_${dayjs(now).format('YYYY-MM-DD')}.csv`;
}

/** Hands a text file to the browser as a download. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
