/** A page loads its own language's catalogue only (issue 28): another language's texts wait for theirs. */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

type Modules = { catalogues: typeof import('./catalogues'); i18n: typeof import('.') };

/** Fresh copies of the registry and the i18n module: no catalogue added (test/setup.ts adds both to the shared ones). */
function fresh(): Modules {
  let modules: Modules | undefined;
  // The same React (one copy of its hooks' dispatcher) in the fresh modules.
  const react: unknown = jest.requireActual('react');
  const jsxRuntime: unknown = jest.requireActual('react/jsx-runtime');
  jest.isolateModules(() => {
    jest.doMock('react', () => react);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    modules = { catalogues: jest.requireActual('./catalogues'), i18n: jest.requireActual('.') };
  });
  return modules!;
}

it('loads a catalogue once, and shows a scope in its language once it is in', async () => {
  const { catalogues, i18n } = fresh();
  catalogues.addCatalogue('en', jest.requireActual('./en.json'));
  expect(catalogues.catalogueOf('id')).toBeUndefined();
  function Home() {
    return <span>{i18n.useT()('nav.home')}</span>;
  }
  const first = catalogues.loadCatalogue('id');
  expect(catalogues.loadCatalogue('id')).toBe(first);
  await act(async () => {
    render(
      <>
        <i18n.LanguageScope language="en">
          <Home />
        </i18n.LanguageScope>
        <Suspense fallback={<span>waiting</span>}>
          <i18n.LanguageScope language="id">
            <Home />
          </i18n.LanguageScope>
        </Suspense>
      </>,
    );
    await first;
  });
  expect(screen.getByText('Home')).toBeInTheDocument();
  expect(await screen.findByText('Beranda')).toBeInTheDocument();
  expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  expect(catalogues.catalogueOf('id')?.['nav.home']).toBe('Beranda');
});

it('a failed download stays failed for a while (the same rejection for every caller), then is tried again', async () => {
  jest.useFakeTimers();
  try {
    let attempts = 0;
    const react: unknown = jest.requireActual('react');
    let catalogues: typeof import('./catalogues') | undefined;
    jest.isolateModules(() => {
      jest.doMock('react', () => react);
      jest.doMock('./id.json', () => {
        attempts++;
        if (attempts === 1) throw new Error('offline');
        return { 'nav.home': 'Beranda' };
      });
      catalogues = jest.requireActual('./catalogues');
    });
    const first = catalogues!.loadCatalogue('id');
    await expect(first).rejects.toThrow('offline');
    // Within the wait: the same failure, no new download.
    expect(catalogues!.loadCatalogue('id')).toBe(first);
    expect(attempts).toBe(1);
    jest.advanceTimersByTime(catalogues!.RETRY_AFTER_MS);
    await expect(catalogues!.loadCatalogue('id')).resolves.toEqual({ 'nav.home': 'Beranda' });
    expect(attempts).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});
