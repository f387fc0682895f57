import Papa from 'papaparse';
import { subscribersCsv, subscribersCsvFilename } from './csv';

describe('subscribers CSV', () => {
  it('writes the Email and Subscription Date (yyyy-MM-dd) columns first, then the child birth month (yyyy-MM, empty when not given)', () => {
    const csv = subscribersCsv([
      { email: 'ana@example.com', subscribeDate: '2024-03-05T10:00:00.000Z', childBirthMonth: '2023-11' },
      { email: 'budi@example.co.id', subscribeDate: '2023-12-31T08:30:00.000Z', childBirthMonth: null },
    ]);
    expect(csv).toBe('Email,Subscription Date,Child Birth Month\r\nana@example.com,2024-03-05,2023-11\r\nbudi@example.co.id,2023-12-31,');
  });

  it('escapes commas and quotes so the file parses back to the same values, and defuses formulas', () => {
    const tricky = [
      { email: '"quoted",name@example.com', subscribeDate: '2024-01-02T12:00:00.000Z' },
      { email: '=HYPERLINK("http://x")@example.com', subscribeDate: '2024-01-03T12:00:00.000Z' },
    ];
    const parsed = Papa.parse<string[]>(subscribersCsv(tricky), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['Email', 'Subscription Date', 'Child Birth Month']);
    expect(parsed[1]).toEqual(['"quoted",name@example.com', '2024-01-02', '']);
    // A leading = would run as a formula in a spreadsheet: papaparse prefixes a quote.
    expect(parsed[2][0]).toBe(`'=HYPERLINK("http://x")@example.com`);
  });

  it('writes only the header when there is nobody', () => {
    expect(subscribersCsv([]).trim()).toBe('Email,Subscription Date,Child Birth Month');
  });

  it('names the file subscribers_{date}.csv', () => {
    expect(subscribersCsvFilename(new Date(2024, 2, 5, 12))).toBe('subscribers_2024-03-05.csv');
  });
});
