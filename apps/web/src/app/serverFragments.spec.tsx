/**
 * Frame parts written from an earlier render's HTML (serverFragments.tsx, fragmentStore.ts): the
 * same HTML as a full render, the children not rendered again, and a page that hydrates without a
 * mismatch.
 */
import { act, useId, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { childrenHtml, FragmentStore } from './fragmentStore';
import { ServerContext, type FragmentCapture, type ServerRenderContext } from './server-context';
import { ServerFragment } from './serverFragments';

let bodyRenders = 0;
function Body({ items }: { items: string[] }) {
  bodyRenders++;
  const id = useId();
  return (
    <>
      <h2 id={id}>
        {items.length} things {'to'} read
      </h2>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>
            {item} <b>{item}</b>
          </li>
        ))}
      </ul>
      <section>inside</section>
    </>
  );
}

function Box({ items, className = 'box' }: { items: string[]; className?: string }) {
  return (
    <ServerFragment tag="section" className={className} inputs={[items]}>
      <Body items={items} />
    </ServerFragment>
  );
}

const page = (children: ReactNode) => (
  <div>
    <p>
      {'before'} {'it'}
    </p>
    {children}
  </div>
);

/** A server render as entry-server.tsx makes it: the fragments kept so far, and the ones to keep after it. */
function serverRender(store: FragmentStore, tree: ReactNode): string {
  const captures: FragmentCapture[] = [];
  const context: ServerRenderContext = { status: 200, head: {}, fragments: store.forRender(captures) };
  const html = renderToString(<ServerContext.Provider value={context}>{tree}</ServerContext.Provider>);
  store.keep(html, captures);
  return html;
}

beforeEach(() => {
  bodyRenders = 0;
});

it('writes a fragment from its first render: the same HTML, its children not rendered again', () => {
  const store = new FragmentStore();
  const first = serverRender(store, page(<Box items={['a', 'b']} />));
  expect(bodyRenders).toBe(1);
  const second = serverRender(store, page(<Box items={['a', 'b']} />));
  expect(bodyRenders).toBe(1);
  expect(second).toBe(first);
  expect(first).toContain('<section>inside</section>');
  // Other inputs are another fragment: rendered in full.
  const other = serverRender(store, page(<Box items={['c']} />));
  expect(bodyRenders).toBe(2);
  expect(other).toContain('<b>c</b>');
  expect(other).not.toContain('<b>a</b>');
});

it('keeps no fragment whose opening tag the page holds twice, or that holds emotion classes', () => {
  const store = new FragmentStore();
  const twice = page(
    <>
      <Box items={['a']} />
      <Box items={['a']} />
    </>,
  );
  serverRender(store, twice);
  serverRender(store, twice);
  expect(bodyRenders).toBe(4);
  const captures: FragmentCapture[] = [{ key: 'k', tag: 'div', props: { className: 'x' } }];
  store.keep('<div class="x"><span class="css-1ab2">styled</span></div>', captures);
  const seen: FragmentCapture[] = [];
  expect(store.forRender(seen).get('k')).toBeUndefined();
});

it('a page with a written fragment hydrates without a mismatch', async () => {
  const store = new FragmentStore();
  serverRender(store, page(<Box items={['a', 'b']} />));
  const html = serverRender(store, page(<Box items={['a', 'b']} />));
  const container = document.createElement('div');
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(<Box items={['a', 'b']} />), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(bodyRenders).toBe(2);
  expect(container.innerHTML).toBe(html);
});

it('finds the children of an element with nested elements of its tag', () => {
  const html = '<main><section class="a">x<section>y</section>z</section><section>after</section></main>';
  const from = html.indexOf('<section class="a">') + '<section class="a">'.length;
  expect(childrenHtml(html, from, 'section')).toBe('x<section>y</section>z');
  expect(childrenHtml('<section>never closed', '<section>'.length, 'section')).toBeUndefined();
});
