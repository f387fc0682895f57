import { withEntryLoader } from './entry-loader';

const INDEX = `<head>
    <script type="module" crossorigin src="/assets/index-Y.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Z.css">
    <link rel="modulepreload" crossorigin href="/assets/react-A.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-B.js">
  </head>`;

it('swaps the entry script for the loader and asks for no module before the text (issue 14)', () => {
  const html = withEntryLoader(INDEX);
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Z.css">');
  // The preloads go to the loader, which adds them with the entry once the text is on the screen.
  expect(html).toContain('<script data-entry="/assets/index-Y.js" data-preload="/assets/rolldown-runtime-X.js /assets/react-A.js /assets/shell-B.js">');
});

it('leaves a page without an entry script as it is', () => {
  const plain = '<head><link rel="modulepreload" href="/a.js"></head>';
  expect(withEntryLoader(plain)).toBe(plain);
});
