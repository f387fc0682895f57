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
