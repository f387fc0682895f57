/** The optional birth month on the newsletter forms (issue 19): the shared rule, both languages. */
import { fireEvent, screen, within } from '@testing-library/react';
import { birthMonthFor, MESSAGES } from '@tumbuh/shared';
import en from '../../i18n/en.json';
import { SubscribeDocument } from '../../generated/graphql';
import { renderWithProviders } from '../../test/testing';
import { BIRTH_MONTH_MESSAGE_KEYS } from './birthMonthMessages';
import { MONTH_NAMES } from '../../i18n/months';
import { NewsletterForm } from './NewsletterForm';

const [year, month] = birthMonthFor(7).split('-');

describe('the child birth month field', () => {
  it.each([
    ['en', 'en-US'],
    ['id', 'id-ID'],
  ] as const)("names the months in %s as Intl's long month format does", (language, locale) => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    expect(MONTH_NAMES[language]).toEqual(Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1))));
  });

  it('is optional and sends the month and year chosen with the email', async () => {
    renderWithProviders(<NewsletterForm variant="box" />, {
      mocks: [
        {
          request: { query: SubscribeDocument, variables: { email: 'sari@example.com', language: 'en', childBirthMonth: `${year}-${month}` } },
          result: { data: { subscribe: { __typename: 'Subscriber', id: 3, email: 'sari@example.com', language: 'en' } } },
        },
      ],
    });
    const group = await screen.findByRole('group', { name: "Your child's birth month (optional)" });
    fireEvent.change(within(group).getByLabelText('Year'), { target: { value: year } });
    fireEvent.change(within(group).getByLabelText('Month'), { target: { value: month } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'sari@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Subscription successful!');
    // Cleared with the email after a success.
    expect(within(group).getByLabelText('Month')).toHaveValue('');
    expect(within(group).getByLabelText('Year')).toHaveValue('');
  });

  it('offers this year back to 6 years ago, and no month of the future or past 6 years', async () => {
    const today = new Date();
    renderWithProviders(<NewsletterForm variant="box" />);
    const yearSelect = await screen.findByLabelText('Year');
    const years = within(yearSelect).getAllByRole('option').map((o) => o.textContent);
    expect(years).toEqual(['—', ...Array.from({ length: 7 }, (_, i) => String(today.getFullYear() - i))]);
    const monthSelect = screen.getByLabelText('Month');
    fireEvent.change(yearSelect, { target: { value: String(today.getFullYear()) } });
    const disabled = () => within(monthSelect).getAllByRole<HTMLOptionElement>('option').filter((o) => o.disabled).map((o) => Number(o.value));
    expect(disabled()).toEqual(Array.from({ length: 11 - today.getMonth() }, (_, i) => today.getMonth() + 2 + i));
    fireEvent.change(yearSelect, { target: { value: String(today.getFullYear() - 6) } });
    expect(disabled()).toEqual(Array.from({ length: today.getMonth() }, (_, i) => i + 1));
  });

  it('a month without a year shows the shared rule\'s message and sends nothing', async () => {
    // No mocks: a request would fail the test with an unmatched-mock error toast.
    renderWithProviders(<NewsletterForm variant="page" />);
    fireEvent.change(await screen.findByLabelText('Month'), { target: { value: '04' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'tono@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.birthMonthInvalid);
    expect(screen.getByLabelText('Month')).toHaveAccessibleDescription(MESSAGES.birthMonthInvalid);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    // Choosing again clears the message.
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: year } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Indonesian on Indonesian pages', async () => {
    renderWithProviders(<NewsletterForm variant="box" />, { route: '/id', path: '/id' });
    const group = await screen.findByRole('group', { name: 'Bulan lahir anakmu (opsional)' });
    const monthSelect = within(group).getByLabelText('Bulan');
    expect(within(monthSelect).getAllByRole('option').map((o) => o.textContent).slice(1, 4)).toEqual(['Januari', 'Februari', 'Maret']);
    fireEvent.change(within(group).getByLabelText('Tahun'), { target: { value: year } });
    fireEvent.change(screen.getByRole('textbox', { name: /email/i }), { target: { value: 'rina@example.co.id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pilih bulan dan tahun lahir anakmu.');
  });

  it('the English catalogue holds the shared messages word for word', () => {
    for (const [message, key] of Object.entries(BIRTH_MONTH_MESSAGE_KEYS)) expect(en[key]).toBe(message);
    expect(Object.keys(BIRTH_MONTH_MESSAGE_KEYS).sort()).toEqual([MESSAGES.birthMonthFuture, MESSAGES.birthMonthInvalid, MESSAGES.birthMonthTooOld].sort());
  });
});
