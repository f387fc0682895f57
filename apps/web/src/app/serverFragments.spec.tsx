/**
 * Frame parts written from an earlier render's HTML (serverFragments.tsx, fragmentStore.ts): the
 * same HTML as a full render, the children not rendered again, and a page that hydrates without a
 * mismatch.
 */
import { act, useId, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppLink, LinkNavigation } from '../components/AppLink';
import { childrenHtml, FragmentStore } from './fragmentStore';
import { ServerContext, type FragmentCapture, type ServerRenderContext } from './server-context';
import { ServerFragment } from './serverFragments';

// React's act() here drives renders and events of roots this file makes itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
  // Two fragments in one page have two marks (their positions differ): each is kept.
  const twice = page(
    <>
      <Box items={['a']} />
      <Box items={['a']} />
    </>,
  );
  serverRender(store, twice);
  serverRender(store, twice);
  expect(bodyRenders).toBe(2);
  const captures: FragmentCapture[] = [
    { key: 'twice', tag: 'div', props: { className: 'y' } },
    { key: 'styled', tag: 'div', props: { className: 'x' } },
  ];
  store.keep('<div class="y">one</div><div class="y">two</div><div class="x"><span class="css-1ab2">styled</span></div>', captures);
  const seen: FragmentCapture[] = [];
  expect(store.forRender(seen).get('twice')).toBeUndefined();
  expect(store.forRender(seen).get('styled')).toBeUndefined();
  store.keep('<div class="y">once</div>', captures);
  expect(store.forRender(seen).get('twice')).toBe('once');
});

/** Hydrates `tree` over `html` in a container of the document; the recoverable errors React reported. */
async function hydrate(html: string, tree: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors, root };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('a page with a written fragment hydrates without a mismatch, keeping the HTML the server wrote', async () => {
  const store = new FragmentStore();
  serverRender(store, page(<Box items={['a', 'b']} />));
  const html = serverRender(store, page(<Box items={['a', 'b']} />));
  expect(html).toContain('data-fragment=');
  const { container, errors, root } = await hydrate(html, page(<Box items={['a', 'b']} />));
  expect(errors).toEqual([]);
  // Rendered once, on the server: the browser kept its HTML.
  expect(bodyRenders).toBe(1);
  expect(container.innerHTML).toBe(html);
  // Other inputs: the children render in the browser.
  await act(async () => root.render(page(<Box items={['c']} />)));
  expect(bodyRenders).toBe(2);
  expect(container.querySelector('b')?.textContent).toBe('c');
  await act(async () => root.unmount());
});

it('keeps the server\'s HTML when the browser\'s data lists the same fields in another order', async () => {
  // The server's answers and Apollo's restored cache order an object's fields differently (__typename first or last).
  function Tags({ tags }: { tags: object[] }) {
    return (
      <ServerFragment tag="section" inputs={['en', tags]}>
        <Body items={tags.map((tag) => JSON.stringify(tag))} />
      </ServerFragment>
    );
  }
  const html = serverRender(new FragmentStore(), page(<Tags tags={[{ id: 1, slug: 'sleep', __typename: 'Tag' }]} />));
  const { errors, root } = await hydrate(html, page(<Tags tags={[{ __typename: 'Tag', slug: 'sleep', id: 1 }]} />));
  expect(errors).toEqual([]);
  expect(bodyRenders).toBe(1);
  await act(async () => root.unmount());
});

it('a fragment that holds a form (hydrate) is hydrated in the browser', async () => {
  function Form() {
    return (
      <ServerFragment tag="div" inputs={[]} hydrate>
        <Body items={['f']} />
      </ServerFragment>
    );
  }
  const html = serverRender(new FragmentStore(), page(<Form />));
  const { errors, root } = await hydrate(html, page(<Form />));
  expect(errors).toEqual([]);
  expect(bodyRenders).toBe(2);
  await act(async () => root.unmount());
});

it('a link inside a kept fragment navigates in the app', async () => {
  function Where() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }
  function Frame({ url }: { url: string }) {
    return (
      <MemoryRouter initialEntries={[url]}>
        <LinkNavigation>
          <Where />
          <ServerFragment tag="nav" inputs={['links']}>
            <AppLink to="/blog">Blog</AppLink>
            <a href="/x" target="_blank" rel="noreferrer">
              Out
            </a>
          </ServerFragment>
        </LinkNavigation>
      </MemoryRouter>
    );
  }
  const html = serverRender(new FragmentStore(), <Frame url="/" />);
  const { container, errors, root } = await hydrate(html, <Frame url="/" />);
  expect(errors).toEqual([]);
  const link = container.querySelector<HTMLAnchorElement>('a[href="/blog"]')!;
  // The server's <a>, not hydrated: the fragment's own click handler follows it.
  expect(Object.keys(link).some((key) => key.startsWith('__reactProps'))).toBe(false);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  await act(async () => link.dispatchEvent(click));
  expect(click.defaultPrevented).toBe(true);
  expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/blog');
  // A link into another window is the browser's: its click reaches the document not prevented.
  let prevented: boolean | undefined;
  const watch = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // jsdom does not open windows
  };
  document.addEventListener('click', watch, { once: true });
  await act(async () => container.querySelector('a[target="_blank"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
  expect(prevented).toBe(false);
  expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/blog');
  await act(async () => root.unmount());
});

it('finds the children of an element with nested elements of its tag', () => {
  const html = '<main><section class="a">x<section>y</section>z</section><section>after</section></main>';
  const from = html.indexOf('<section class="a">') + '<section class="a">'.length;
  expect(childrenHtml(html, from, 'section')).toBe('x<section>y</section>z');
  expect(childrenHtml('<section>never closed', '<section>'.length, 'section')).toBeUndefined();
});
