import vm from 'node:vm';
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

it("hands a catalogue's preload to the loader with its language, which preloads it on pages in that language only (issue 28)", () => {
  const html = withEntryLoader(
    INDEX.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/texts-en-C.js" data-lang="en">\n<link rel="modulepreload" crossorigin href="/assets/texts-id-D.js" data-lang="id">\n</head>',
    ),
  );
  expect(html).toContain('data-preload="/assets/rolldown-runtime-X.js /assets/react-A.js /assets/shell-B.js en:/assets/texts-en-C.js id:/assets/texts-id-D.js"');
  // The loader itself, run on a page of each language: what it appends to the <head>.
  const script = /<script data-entry[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
  const preload = /data-preload="([^"]*)"/.exec(html)![1];
  for (const [lang, pathname] of [
    ['en', '/article/a'],
    ['id', '/id/article/a'],
    ['id', '/id'],
    ['en', '/ID'],
    ['en', '/idea'],
  ]) {
    const appended: Record<string, string>[] = [];
    const element = () => ({}) as Record<string, string>;
    const head = { appendChild: (e: Record<string, string>) => appended.push(e) };
    const attributes: Record<string, string> = { 'data-entry': '/assets/index-Y.js', 'data-preload': preload };
    const document = { currentScript: { getAttribute: (name: string) => attributes[name] }, head, createElement: element, readyState: 'complete' };
    const setTimeout = (f: () => void) => f();
    vm.runInNewContext(script, { document, location: { pathname }, setTimeout });
    const preloaded = appended.filter((e) => e.rel === 'modulepreload').map((e) => e.href);
    expect(preloaded).toEqual(['/assets/rolldown-runtime-X.js', '/assets/react-A.js', '/assets/shell-B.js', `/assets/texts-${lang}-${lang === 'en' ? 'C' : 'D'}.js`]);
  }
});
