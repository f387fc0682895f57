/** The admin's texts (issue 33): its own catalogue, its own language, reader texts still readable inside. */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminI18nProvider, useAdminLanguage, useAdminText } from '.';
import { I18nProvider, useT } from '..';

function Probe() {
  const t = useAdminText();
  const reader = useT();
  const { language, setLanguage } = useAdminLanguage();
  return (
    <div>
      <h1>{t('dashboard.title')}</h1>
      <p data-testid="reader">{reader('nav.home')}</p>
      <button onClick={() => setLanguage(language === 'en' ? 'id' : 'en')}>switch</button>
    </div>
  );
}

const inReaderPage = (ui: React.ReactElement, route = '/admin') =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <I18nProvider>{ui}</I18nProvider>
    </MemoryRouter>,
  );

it('shows the admin in the chosen language, reader texts in that language too', () => {
  inReaderPage(
    <AdminI18nProvider language="id">
      <Probe />
    </AdminI18nProvider>,
  );
  expect(screen.getByRole('heading')).toHaveTextContent('Dasbor Admin');
  expect(screen.getByTestId('reader')).toHaveTextContent('Beranda');
});

it('switches language and tells the caller, who stores it', () => {
  const stored: string[] = [];
  inReaderPage(
    <AdminI18nProvider language="en" onLanguageChange={(language) => stored.push(language)}>
      <Probe />
    </AdminI18nProvider>,
  );
  expect(screen.getByRole('heading')).toHaveTextContent('Admin Dashboard');
  act(() => screen.getByRole('button', { name: 'switch' }).click());
  expect(screen.getByRole('heading')).toHaveTextContent('Dasbor Admin');
  expect(stored).toEqual(['id']);
});

it('is English outside a provider (a component test rendering one admin tab)', () => {
  inReaderPage(<Probe />, '/id');
  expect(screen.getByRole('heading')).toHaveTextContent('Admin Dashboard');
});
