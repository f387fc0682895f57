import { renderWithProviders } from '../../test/testing';
import { documentTitle, usePageMeta } from './usePageMeta';

function Page({ title }: { title: string }) {
  usePageMeta({ title });
  return null;
}

it('writes <html lang>, the title and the description only when they differ from what the page has', () => {
  document.documentElement.lang = 'en';
  document.title = documentTitle('Naps');
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true, attributes: true });
  renderWithProviders(<Page title="Naps" />);
  const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!;
  // The description tag was made (jsdom's head has none); after that, nothing is written again.
  observer.takeRecords();
  const { unmount } = renderWithProviders(<Page title="Naps" />);
  expect(observer.takeRecords()).toEqual([]);
  expect(document.documentElement.lang).toBe('en');
  expect(description.content).not.toBe('');
  // A different title is written.
  unmount();
  renderWithProviders(<Page title="Sleep" />);
  expect(document.title).toBe(documentTitle('Sleep'));
  observer.disconnect();
});
