import { heroPreload } from './hero-preload';

it('preloads the first high-priority image with its srcset and sizes', () => {
  const html =
    '<header><img src="/logo.svg" alt="" width="40" height="40"/></header>' +
    '<img src="/uploads/a.jpg" alt="A &amp; B" loading="eager" decoding="async" fetchpriority="high" srcSet="/uploads/a-w400.webp 400w, /uploads/a.jpg 1600w" sizes="(min-width: 900px) 860px, 100vw" width="1600" height="1000"/>' +
    '<img src="/uploads/b.jpg" alt="" loading="eager" fetchpriority="high" width="10" height="10"/>';
  expect(heroPreload(html)).toBe(
    '<link rel="preload" as="image" href="/uploads/a.jpg" imagesrcset="/uploads/a-w400.webp 400w, /uploads/a.jpg 1600w" imagesizes="(min-width: 900px) 860px, 100vw" fetchpriority="high" />',
  );
});

it('preloads an image without variants by its address, and nothing when no image is marked', () => {
  expect(heroPreload('<img src="/x.png" fetchpriority="high" alt=""/>')).toBe('<link rel="preload" as="image" href="/x.png" fetchpriority="high" />');
  expect(heroPreload('<img src="/x.png" loading="lazy" alt=""/><p>text</p>')).toBe('');
});
