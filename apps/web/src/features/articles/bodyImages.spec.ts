import { BODY_IMAGE_SIZES, sizeBodyImages } from './bodyImages';

const photo = { url: '/uploads/article-content-a.jpg', width: 1600, height: 900, srcset: '/uploads/article-content-a-w400.webp 400w, /uploads/article-content-a-w800.webp 800w' };

it('gives an uploaded body image its size, srcset and sizes', () => {
  const out = sizeBodyImages('<p>x</p><img src="/uploads/article-content-a.jpg" alt="Bath" loading="lazy">', [photo]);
  const img = document.createElement('div');
  img.innerHTML = out;
  const el = img.querySelector('img')!;
  expect([el.getAttribute('width'), el.getAttribute('height'), el.getAttribute('srcset'), el.getAttribute('sizes'), el.getAttribute('loading'), el.alt]).toEqual([
    '1600',
    '900',
    photo.srcset,
    BODY_IMAGE_SIZES,
    'lazy',
    'Bath',
  ]);
});

it('leaves other images, an author-set width and bodies without known images as they are', () => {
  const other = '<img src="https://elsewhere.example.org/x.jpg" alt="">';
  expect(sizeBodyImages(other, [photo])).toBe(other);
  expect(sizeBodyImages('<img src="/uploads/article-content-a.jpg" width="300">', [photo])).toBe(
    `<img src="/uploads/article-content-a.jpg" width="300" height="900" srcset="${photo.srcset}" sizes="${BODY_IMAGE_SIZES}">`,
  );
  expect(sizeBodyImages('<p>text</p>', [])).toBe('<p>text</p>');
});
