import { render, screen } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('render failed: secret detail');
  return <p>The page</p>;
}

it('shows a short message (no error details) when a page throws, and the page again after navigating', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  delete document.documentElement.dataset.ready;
  const { rerender } = render(
    <RouteErrorBoundary location={at('/broken')}>
      <Page broken />
    </RouteErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(screen.queryByText(/secret detail/)).toBeNull();
  // The page has settled on its error: marked ready, so a touch screen's scroll bar shows (readerCss.ts).
  expect(document.documentElement.dataset.ready).toBe('true');
  rerender(
    <RouteErrorBoundary location={at('/fine')}>
      <Page broken={false} />
    </RouteErrorBoundary>,
  );
  expect(screen.getByText('The page')).toBeTruthy();
  quiet.mockRestore();
});
