import { withEntryLoader } from './entry-loader';

const INDEX = `<head>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">
    <script type="module" crossorigin src="/assets/index-Y.js"></script>
  </head>`;

it('swaps the entry script for the loader and asks for no module before the text (issue 14)', () => {
  const html = withEntryLoader(INDEX);
  expect(html).not.toContain('modulepreload');
  expect(html).not.toContain('type="module"');
  expect(html).toContain('<script data-entry="/assets/index-Y.js">');
});

it('leaves a page without an entry script as it is', () => {
  const plain = '<head><link rel="modulepreload" href="/a.js"></head>';
  expect(withEntryLoader(plain)).toBe(plain);
});
